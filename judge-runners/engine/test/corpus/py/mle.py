blocks = []
for i in range(100000):
    blocks.append(bytearray(1 << 20))
print(len(blocks))
