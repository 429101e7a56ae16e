import java.util.*;
public class Main{public static void main(String[] a){List<long[]> l=new ArrayList<>();for(int i=0;i<100000;i++){long[] b=new long[1<<17];b[i%100]=i;l.add(b);}System.out.println(l.size());}}
