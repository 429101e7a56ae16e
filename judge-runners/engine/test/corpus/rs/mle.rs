fn main() {
    let mut blocks: Vec<Vec<u8>> = Vec::new();
    for i in 0..100000 {
        blocks.push(vec![(i % 251) as u8 + 1; 1 << 20]);
    }
    println!("{}", blocks.len());
}
