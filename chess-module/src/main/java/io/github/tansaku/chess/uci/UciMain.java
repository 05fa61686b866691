package io.github.tansaku.chess.uci;

import io.github.tansaku.chess.board.FenException;
import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.movegen.Perft;
import io.github.tansaku.chess.notation.NotationException;
import io.github.tansaku.chess.notation.UciNotation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The UCI engine's command loop.
 *
 * <p>Commands: {@code uci}, {@code isready}, {@code ucinewgame},
 * {@code position startpos|fen <fen> [moves <m>...]}, {@code go perft <depth>} (one
 * {@code move: count} line per legal move, a blank line, then {@code Nodes searched: N}),
 * {@code d} (board, {@code Fen:}, {@code Key:} and {@code Checkers:} lines), {@code stop}
 * and {@code quit}.
 *
 * <p>Bad input never stops the engine: a {@code position} command with a bad FEN or an illegal
 * move is answered with an {@code info string} error and leaves the previous position intact;
 * unknown commands get {@code info string unknown command ...}. The loop ends on {@code quit}
 * or at the end of the input, and never throws.
 */
public final class UciMain {

    /** The engine name reported to {@code uci}. */
    public static final String ENGINE_NAME = "Tansaku 0.1.0";

    private final BufferedReader in;
    private final PrintStream out;
    private final Perft perft = new Perft();
    private Position position = Position.startPosition();

    /** A loop that reads commands from {@code in} and writes answers to {@code out}. */
    public UciMain(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    /** Runs the engine on standard input and output. */
    public static void main(String[] args) {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        new UciMain(in, out).run();
    }

    /** Reads and answers commands until {@code quit} or the end of the input. */
    public void run() {
        try {
            for (String line; (line = in.readLine()) != null; ) {
                if (!execute(line)) {
                    break;
                }
            }
        } catch (IOException | UncheckedIOException e) {
            out.println("info string input error: " + e.getMessage());
        }
        out.flush();
    }

    /**
     * Executes one command line.
     *
     * @return {@code false} if the command was {@code quit}
     */
    public boolean execute(String line) {
        String[] tokens = line.trim().split("\\s+");
        String command = tokens[0];
        try {
            switch (command) {
                case "" -> { }
                case "uci" -> {
                    out.println("id name " + ENGINE_NAME);
                    out.println("id author the Tansaku developers");
                    out.println("uciok");
                }
                case "isready" -> out.println("readyok");
                case "ucinewgame" -> position = Position.startPosition();
                case "position" -> position(tokens);
                case "go" -> go(tokens);
                case "d" -> display();
                case "stop" -> { } // perft runs to completion before the next command is read
                case "setoption" -> out.println("info string this engine has no options: " + line.trim());
                case "quit" -> {
                    return false;
                }
                default -> out.println("info string unknown command " + line.trim());
            }
        } catch (RuntimeException e) {
            // A bug must not kill the engine in a GUI; report it where the user can see it.
            out.println("info string internal error on '" + line.trim() + "': " + e);
        }
        out.flush();
        return true;
    }

    /** The position the next {@code go} would search. */
    public Position position() {
        return position;
    }

    private void position(String[] tokens) {
        if (tokens.length < 2) {
            out.println("info string position needs 'startpos' or 'fen <fen>'");
            return;
        }
        int movesAt = Arrays.asList(tokens).indexOf("moves");
        int end = movesAt < 0 ? tokens.length : movesAt;
        Position next;
        try {
            if (tokens[1].equals("startpos")) {
                if (end != 2) {
                    out.println("info string unexpected text after startpos: " + String.join(" ", Arrays.copyOfRange(tokens, 2, end)));
                    return;
                }
                next = Position.startPosition();
            } else if (tokens[1].equals("fen")) {
                next = Position.fromFen(String.join(" ", Arrays.copyOfRange(tokens, 2, end)));
            } else {
                out.println("info string position needs 'startpos' or 'fen <fen>', got '" + tokens[1] + "'");
                return;
            }
            for (int i = end + 1; i < tokens.length; i++) {
                next.makeMove(UciNotation.parse(next, tokens[i]));
            }
        } catch (FenException e) {
            out.println("info string bad FEN, position unchanged: " + e.getMessage());
            return;
        } catch (NotationException e) {
            out.println("info string bad move, position unchanged: " + e.getMessage());
            return;
        }
        position = next;
    }

    private void go(String[] tokens) {
        if (tokens.length >= 2 && tokens[1].equals("perft")) {
            int depth = tokens.length == 3 ? parseDepth(tokens[2]) : -1;
            if (depth < 1) {
                out.println("info string go perft needs a depth from 1 to " + Perft.MAX_DEPTH);
                return;
            }
            perft(depth);
        } else {
            out.println("info string only 'go perft <depth>' is supported by this version");
        }
    }

    private static int parseDepth(String text) {
        if (text.isEmpty() || text.length() > 2 || !text.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        int depth = Integer.parseInt(text);
        return depth <= Perft.MAX_DEPTH ? depth : -1;
    }

    private void perft(int depth) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.makeMove(moves[i]);
            long count = depth == 1 ? 1 : perft.count(position, depth - 1);
            position.unmakeMove(moves[i]);
            total += count;
            out.println(MoveCode.toUci(moves[i]) + ": " + count);
        }
        out.println();
        out.println("Nodes searched: " + total);
        out.println();
    }

    private void display() {
        for (String line : BoardDiagram.lines(position)) {
            out.println(line);
        }
    }
}
