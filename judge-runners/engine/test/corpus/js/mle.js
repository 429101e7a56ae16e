const blocks = [];
for (let i = 0; i < 100000; i++) blocks.push(Buffer.alloc(1 << 20, i));
console.log(blocks.length);
