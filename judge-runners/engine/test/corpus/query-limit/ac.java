// Binary search within ceil(log2 n) queries, flushing each line.
import java.io.*;
public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        long n = Long.parseLong(in.readLine().trim()), lo = 1, hi = n;
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2;
            out.println("? " + mid);
            out.flush();
            if (Long.parseLong(in.readLine().trim()) == 1) lo = mid; else hi = mid - 1;
        }
        out.println("! " + lo);
        out.flush();
    }
}
