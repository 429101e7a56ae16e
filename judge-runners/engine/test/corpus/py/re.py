raise ValueError("runtime error on purpose")
