print("wxsh-bench: not written yet")
