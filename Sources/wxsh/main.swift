print("wxsh")
