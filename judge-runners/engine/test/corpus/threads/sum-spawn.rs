// A+B with 4 std::thread::spawn workers summing 0..N-1 in quarters.
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    const N: i64 = 4_000_000;
    let workers: Vec<_> = (0..4).map(|k| std::thread::spawn(move || (k * N / 4..(k + 1) * N / 4).sum::<i64>())).collect();
    let sum: i64 = workers.into_iter().map(|w| w.join().unwrap()).sum();
    println!("{}", v[0] + v[1] + (sum - 7_999_998_000_000));
}
