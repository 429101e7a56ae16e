using System;
public class P{public static void Main(){var o=new System.IO.StreamWriter(Console.OpenStandardOutput());while(true)o.Write("output flood output flood output flood\n");}}
