a, b = gets.split.map(&:to_i)
print a + b
