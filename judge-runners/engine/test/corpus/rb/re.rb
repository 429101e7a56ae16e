raise "runtime error on purpose"
