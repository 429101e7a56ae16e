fn main() {
    let mut x: u64 = 0;
    loop {
        unsafe { std::ptr::write_volatile(&mut x, std::ptr::read_volatile(&x).wrapping_add(1)) };
    }
}
