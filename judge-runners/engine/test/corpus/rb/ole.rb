s = "output flood output flood output flood\n" * 1000
loop { $stdout.write(s) }
