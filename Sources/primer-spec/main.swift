print("primer-spec")
