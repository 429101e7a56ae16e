use std::io::Write;
fn main() {
    let out = std::io::stdout();
    let mut w = std::io::BufWriter::new(out.lock());
    loop {
        if w.write_all(b"output flood output flood output flood\n").is_err() { return; }
    }
}
