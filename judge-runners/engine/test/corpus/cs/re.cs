public class P{public static void Main(){object o=null;System.Console.WriteLine(o.ToString());}}
