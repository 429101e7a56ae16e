fn main() {
    let v: Vec<i32> = Vec::new();
    let i = std::env::args().count() + 5;
    println!("{}", v[i]);
}
