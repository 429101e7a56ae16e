blocks = []
100000.times { |i| blocks << ((i % 200 + 1).chr * (1 << 20)) }
puts blocks.size
