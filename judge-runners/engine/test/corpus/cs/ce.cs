public class P{public static void Main(){ int x = "no"; }}
