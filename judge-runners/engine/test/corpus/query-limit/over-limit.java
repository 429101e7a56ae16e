// Walks up one number at a time: far over the query limit. Stops when told -1.
import java.io.*;
public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        long n = Long.parseLong(in.readLine().trim()), x = 1;
        while (x < n) {
            out.println("? " + (x + 1));
            out.flush();
            long reply = Long.parseLong(in.readLine().trim());
            if (reply == -1) return;
            if (reply == 0) break;
            x++;
        }
        out.println("! " + x);
        out.flush();
    }
}
