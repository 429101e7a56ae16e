public class Main{static volatile long x;public static void main(String[] a){while(true)x++;}}
