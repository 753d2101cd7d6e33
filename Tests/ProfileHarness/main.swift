print("profile-harness")
