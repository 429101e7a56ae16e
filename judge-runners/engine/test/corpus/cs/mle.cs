using System;using System.Collections.Generic;
public class P{public static void Main(){var l=new List<byte[]>();for(int i=0;i<100000;i++){var b=new byte[1<<20];for(int j=0;j<b.Length;j+=4096)b[j]=1;l.Add(b);}Console.WriteLine(l.Count);}}
