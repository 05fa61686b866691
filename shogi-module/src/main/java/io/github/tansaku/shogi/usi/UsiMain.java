package io.github.tansaku.shogi.usi;

import io.github.tansaku.shogi.Board;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Perft;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.SfenException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The USI engine front end (spec {@code shogi.md} section 2.3).
 *
 * <p>Commands: {@code usi}, {@code isready}, {@code setoption}, {@code usinewgame},
 * {@code position startpos|sfen <sfen> [moves ...]}, {@code go perft <depth>} (one divide line
 * per legal move, {@code 7g7f: 30}, then {@code Nodes searched: N}, as Stockfish and
 * Fairy-Stockfish print them), {@code d} (a board diagram and a {@code Sfen:} line),
 * {@code stop}, {@code gameover}, {@code quit}. A bad SFEN or an illegal move in
 * {@code position} gets an {@code info string} error and leaves the previous position intact;
 * an unknown command gets {@code info string unknown command ...}; the engine keeps serving.
 *
 * <p>The search is not part of this front end yet: {@code go} without {@code perft} answers
 * {@code info string} saying so and {@code bestmove resign}.
 */
public final class UsiMain {

    /** The engine name given in answer to {@code usi}. */
    public static final String NAME = "Tansaku shogi 0.1.0";
    /** The author line given in answer to {@code usi}. */
    public static final String AUTHOR = "the Tansaku developers";

    private static final int MAX_PERFT_DEPTH = 12;

    private final BufferedReader in;
    private final PrintStream out;
    private Position position = Position.startPosition();

    /** A front end reading commands from {@code in} and writing answers to {@code out}. */
    public UsiMain(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    /** Runs the engine on standard input and output. */
    public static void main(String[] args) {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        new UsiMain(in, out).run();
    }

    /** Serves commands until {@code quit} or the end of input. */
    public void run() {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                boolean more;
                try {
                    more = handle(line);
                } catch (RuntimeException e) {
                    // Last line of defence: a bug must not end the engine mid-game. Report it.
                    out.println("info string internal error on '" + printable(line) + "': " + e);
                    more = true;
                }
                if (!more) {
                    break;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading USI commands failed", e);
        } finally {
            out.flush();
        }
    }

    /** The current position (the front end's own; do not modify it). */
    public Position position() {
        return position;
    }

    /**
     * Handles one command line.
     *
     * @return {@code false} after {@code quit}, {@code true} otherwise
     */
    public boolean handle(String line) {
        String trimmed = line.strip();
        if (trimmed.isEmpty()) {
            return true;
        }
        String[] tokens = trimmed.split("\\s+");
        switch (tokens[0]) {
            case "usi":
                out.println("id name " + NAME);
                out.println("id author " + AUTHOR);
                out.println("usiok");
                break;
            case "isready":
                out.println("readyok");
                break;
            case "setoption":
                out.println("info string this engine has no options: " + printable(trimmed));
                break;
            case "usinewgame":
                position = Position.startPosition();
                break;
            case "position":
                setPosition(tokens);
                break;
            case "go":
                go(tokens);
                break;
            case "d":
                display();
                break;
            case "stop":
            case "ponderhit":
            case "gameover":
                break;
            case "quit":
                out.flush();
                return false;
            default:
                out.println("info string unknown command " + printable(trimmed));
        }
        out.flush();
        return true;
    }

    private void setPosition(String[] tokens) {
        int index = 1;
        Position next;
        try {
            if (tokens.length > 1 && tokens[1].equals("startpos")) {
                next = Position.startPosition();
                index = 2;
            } else if (tokens.length > 1 && tokens[1].equals("sfen")) {
                int end = 2;
                while (end < tokens.length && !tokens[end].equals("moves")) {
                    end++;
                }
                next = Position.fromSfen(String.join(" ", java.util.Arrays.copyOfRange(tokens, 2, end)));
                index = end;
            } else {
                out.println("info string position needs 'startpos' or 'sfen <sfen>'");
                return;
            }
        } catch (SfenException e) {
            out.println("info string bad sfen: " + printable(e.getMessage()));
            return;
        }
        if (index < tokens.length) {
            if (!tokens[index].equals("moves")) {
                out.println("info string expected 'moves' but got " + printable(tokens[index]));
                return;
            }
            for (int i = index + 1; i < tokens.length; i++) {
                int move = Moves.parseUsi(tokens[i]);
                if (!next.isLegal(move)) {
                    out.println("info string illegal move " + printable(tokens[i]) + " in position "
                            + next.toSfen() + "; position unchanged");
                    return;
                }
                next.makeMove(move);
            }
        }
        position = next;
    }

    private void go(String[] tokens) {
        if (tokens.length >= 2 && tokens[1].equals("perft")) {
            int depth = tokens.length == 3 ? parseDepth(tokens[2]) : -1;
            if (depth < 1) {
                out.println("info string go perft needs a depth from 1 to " + MAX_PERFT_DEPTH);
                return;
            }
            Perft perft = new Perft(depth);
            long total = perft.divide(position, depth, (Move move, long nodes) -> out.println(move + ": " + nodes));
            out.println();
            out.println("Nodes searched: " + total);
            return;
        }
        out.println("info string search is not available yet; only 'go perft <depth>' is");
        out.println("bestmove resign");
    }

    private static int parseDepth(String text) {
        if (text.isEmpty() || text.length() > 2) {
            return -1;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return -1;
            }
        }
        int depth = Integer.parseInt(text);
        return depth <= MAX_PERFT_DEPTH ? depth : -1;
    }

    private void display() {
        out.print(Board.diagram(position));
        out.println("Sfen: " + position.toSfen());
        out.println("Key: " + String.format("%016x", position.key()));
        out.println("Checkers: " + Board.checkersText(position));
    }

    /** Keeps a protocol line printable: control characters become '?', and it is capped in length. */
    private static String printable(String text) {
        StringBuilder sb = new StringBuilder(Math.min(text.length(), 200));
        for (int i = 0; i < text.length() && i < 200; i++) {
            char c = text.charAt(i);
            sb.append(Character.isISOControl(c) ? '?' : c);
        }
        if (text.length() > 200) {
            sb.append("...");
        }
        return sb.toString();
    }
}
