public class P{static volatile int x;public static void Main(){while(true)x++;}}
