public class Main{public static void main(String[] a){int[] x=new int[1];System.out.println(x[a.length+5]);}}
