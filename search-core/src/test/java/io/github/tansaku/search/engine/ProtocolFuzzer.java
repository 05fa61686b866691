package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.tansaku.search.perft.Perft;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * A seeded fuzzer of a UCI or USI engine's protocol loop, as a hostile client would drive it:
 * batches of random lines, valid and not (bad positions, illegal and malformed moves in
 * {@code position} and {@code go searchmoves}, bad {@code go} values, perfts, pondering,
 * options, garbage and long lines), each batch ended by {@code stop} and {@code isready}. After
 * every batch it checks what a GUI relies on:
 * <ul>
 *   <li>{@code isready} is answered within {@link #READY_BOUND_MILLIS};</li>
 *   <li>the position is the one of the last valid {@code position} command (refused ones leave it);</li>
 *   <li>every {@code go} the engine accepted got exactly one answer of the kind its form asks for
 *       ({@code bestmove}, perft's {@code Nodes searched}, USI mate's {@code checkmate}), and a
 *       {@code go} is refused only while another one runs;</li>
 *   <li>every {@code bestmove} is legal in the position of its {@code go}, by the rules library
 *       (not the engine).</li>
 * </ul>
 * The lines are driven on the calling thread through the engine's own line handler; searches run
 * on the engine's thread.
 */
public final class ProtocolFuzzer {

    /** How long {@code isready} after {@code stop} may take. */
    public static final long READY_BOUND_MILLIS = 2_000;
    private static final String REFUSED = "info string error: a search is running; send stop first";

    /** The engine under test. */
    public interface Subject extends AutoCloseable {

        /** Handles one line as the engine's protocol loop does, on the calling thread. */
        void execute(String line);

        /** The engine's current position, written as {@link Rules#describe} writes it. */
        String currentPosition();

        @Override
        void close();
    }

    /** The game's rules, from the rules library rather than the engine. */
    public interface Rules {

        /** Whether the protocol is USI (else UCI). */
        boolean usi();

        /** Valid arguments of {@code position} commands to start from ({@code startpos}, {@code fen ...}). */
        List<String> startPositions();

        /** The position of valid {@code position} arguments, written canonically (FEN, SFEN). */
        String describe(String positionArguments);

        /** The legal moves of the position of valid {@code position} arguments, in the protocol's notation. */
        List<String> legalMoves(String positionArguments);

        /** Whether the side to move may declare a win ({@code bestmove win}); false unless overridden. */
        default boolean mayDeclareWin(String positionArguments) {
            return false;
        }
    }

    /** What an accepted {@code go} must be answered with. */
    private enum Answer {
        BESTMOVE("bestmove"), PERFT("Nodes searched: "), CHECKMATE("checkmate");

        final String prefix;

        Answer(String prefix) {
            this.prefix = prefix;
        }
    }

    /**
     * A {@code go} sent and not yet answered; {@code othersUnanswered} counts the earlier ones
     * whose answers had not arrived when it was sent, so that the engine may have been busy.
     */
    private record Pending(String command, Answer answer, String position, int othersUnanswered) {
    }

    private final Rules rules;
    private final Random random;
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    private final Subject subject;
    private final Deque<Pending> pending = new ArrayDeque<>();
    /** The last lines sent and received, for failure messages. */
    private final Deque<String> transcript = new ArrayDeque<>();
    private String expectedPosition;
    private String lastCommand = "";
    private int answers;
    private int refusals;

    /**
     * A fuzzer of the engine {@code newSubject} builds over the given output stream.
     *
     * @param seed the seed of the lines
     */
    public ProtocolFuzzer(Rules rules, Function<PrintStream, Subject> newSubject, long seed) {
        this.rules = rules;
        this.random = new Random(seed);
        this.subject = newSubject.apply(new PrintStream(new LineSink(output), true, StandardCharsets.UTF_8));
        this.expectedPosition = rules.startPositions().get(0);
    }

    /**
     * Sends batches of lines until {@code maxLines} have been sent or {@code maxMillis} have
     * passed, checking after every batch; closes the engine.
     *
     * @return how many {@code go} answers were checked
     */
    public int run(int maxLines, long maxMillis) {
        long end = System.nanoTime() + maxMillis * 1_000_000L;
        int sent = 0;
        try {
            send(rules.usi() ? "usi" : "uci");
            send("setoption name Warmup value 0");
            send("position " + expectedPosition);
            while (sent < maxLines && System.nanoTime() < end) {
                int batch = 4 + random.nextInt(10);
                for (int i = 0; i < batch; i++) {
                    send(nextLine());
                    sent++;
                }
                endBatch();
            }
        } finally {
            subject.close();
        }
        assertThat(answers).as("answers checked").isPositive();
        return answers;
    }

    private void endBatch() {
        send("stop");
        long start = System.nanoTime();
        subject.execute("isready");
        record("isready");
        String ready = awaitLine("readyok", READY_BOUND_MILLIS);
        long millis = (System.nanoTime() - start) / 1_000_000L;
        if (ready == null) {
            fail("no readyok within " + READY_BOUND_MILLIS + " ms after stop; " + context());
        }
        assertThat(millis).as("isready after stop, ms; %s", context()).isLessThanOrEqualTo(READY_BOUND_MILLIS);
        drain();
        assertThat(pending).as("go commands still unanswered after stop and readyok; %s", context()).isEmpty();
        assertThat(subject.currentPosition()).as("position after the batch; %s", context())
                .isEqualTo(rules.describe(expectedPosition));
    }

    private void send(String line) {
        lastCommand = line;
        record("> " + (line.length() > 120 ? line.substring(0, 120) + "..." : line));
        subject.execute(line);
        drain();
    }

    /** Handles every line printed so far. */
    private void drain() {
        List<String> lines = new ArrayList<>();
        output.drainTo(lines);
        for (String line : lines) {
            handle(line);
        }
    }

    /** Waits for {@code wanted}, handling the lines before it; null after the timeout. */
    private String awaitLine(String wanted, long millis) {
        long end = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            String line;
            try {
                line = output.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
            if (line == null) {
                return null;
            }
            handle(line);
            if (line.equals(wanted)) {
                return line;
            }
        }
    }

    private void handle(String line) {
        record("< " + (line.length() > 160 ? line.substring(0, 160) + "..." : line));
        assertThat(line).as("a line of the engine; %s", context()).doesNotStartWith("\tat ")
                .doesNotContain("Exception in thread");
        assertThat(line.length()).as("length of an engine line; %s", context()).isLessThan(4_000);
        if (line.equals(REFUSED)) {
            assertThat(lastCommand).as("refused command; %s", context()).startsWith("go");
            // Refused rightly only if an earlier go was unanswered when this one was sent: an
            // answer that arrives while the engine is deciding does not make it wrong.
            assertThat(pending.peekLast().othersUnanswered()).as("a go refused while nothing ran; %s", context())
                    .isPositive();
            pending.removeLast();
            refusals++;
            return;
        }
        for (Answer kind : Answer.values()) {
            if (line.startsWith(kind.prefix)) {
                Pending go = pending.pollFirst();
                if (go == null) {
                    fail("an answer no go asked for: '" + line + "'; " + context());
                }
                assertThat(kind).as("answer '%s' to '%s'; %s", line, go.command, context()).isEqualTo(go.answer);
                if (kind == Answer.BESTMOVE) {
                    checkBestMove(line, go);
                }
                answers++;
                return;
            }
        }
    }

    private void checkBestMove(String line, Pending go) {
        String[] words = line.split(" ");
        assertThat(words.length).as("words of '%s'", line).isIn(2, 4);
        List<String> legal = rules.legalMoves(go.position);
        String move = words[1];
        if (move.equals("win")) {
            assertThat(rules.mayDeclareWin(go.position)).as("declaration in %s; %s", go.position, context()).isTrue();
        } else if (legal.isEmpty()) {
            assertThat(move).as("no-move answer in %s", go.position).isEqualTo(rules.usi() ? "resign" : "(none)");
        } else {
            assertThat(legal).as("legal moves of %s, for '%s' answering '%s'; %s", go.position, line, go.command,
                    context()).contains(move);
        }
    }

    private void record(String line) {
        transcript.addLast(line);
        if (transcript.size() > 40) {
            transcript.removeFirst();
        }
    }

    private String context() {
        return "seed's last lines:\n  " + String.join("\n  ", transcript);
    }

    // ------------------------------------------------------------------------------------------
    // Lines

    private String nextLine() {
        int kind = random.nextInt(100);
        if (kind < 22) {
            return positionLine();
        }
        if (kind < 60) {
            return goLine();
        }
        if (kind < 66) {
            return "stop";
        }
        if (kind < 70) {
            return "isready";
        }
        if (kind < 74) {
            return "ponderhit" + (rules.usi() && random.nextBoolean() ? " btime 0 wtime 0 byoyomi 30" : "");
        }
        if (kind < 82) {
            return optionLine();
        }
        if (kind < 85) {
            return rules.usi() ? "usinewgame" : "ucinewgame";
        }
        return garbage();
    }

    /** A {@code position} command: valid (the expected position follows it) or refused. */
    private String positionLine() {
        String start = pick(rules.startPositions());
        List<String> moves = new ArrayList<>();
        String current = start;
        int plies = random.nextInt(7);
        for (int i = 0; i < plies; i++) {
            List<String> legal = rules.legalMoves(current);
            if (legal.isEmpty()) {
                break;
            }
            moves.add(pick(legal));
            current = withMove(start, String.join(" ", moves));
        }
        int flaw = random.nextInt(6);
        if (flaw == 0) {
            return "position " + withMove(current, badMove(current));
        }
        if (flaw == 1) {
            return "position " + pick(List.of("", "startpos junk", "fen", "sfen", "sfen 9/9/9 b - 1",
                    "fen 8/8/8/8/8/8/8/8 w - - 0 1", "nowhere moves", "startpos moves moves"));
        }
        expectedPosition = current;
        return "position " + current;
    }

    /** {@code position} arguments with {@code moves} played after them. */
    private static String withMove(String position, String moves) {
        return position + (position.contains(" moves ") ? " " : " moves ") + moves;
    }

    /** A move text that is malformed or illegal in {@code position}. */
    private String badMove(String position) {
        List<String> legal = rules.legalMoves(position);
        String candidate = rules.usi() ? pick(List.of("5e5d", "1a1i+", "P*5a", "K*5e", "9i9a")) : pick(List.of("e2e5",
                "a1a8", "e8e1", "h7h8q", "e1g1"));
        if (legal.contains(candidate)) {
            candidate = "zz" + candidate;
        }
        return pick(List.of(candidate, "x", "0000", "e2e4e4", "99", "P*0a", "\u3042"));
    }

    private String goLine() {
        String position = expectedPosition;
        int kind = random.nextInt(16);
        String line;
        Answer answer = Answer.BESTMOVE;
        switch (kind) {
            case 0, 1 -> line = "go depth " + (1 + random.nextInt(3));
            case 2 -> line = "go nodes " + (1 + random.nextInt(3000));
            case 3 -> line = "go movetime " + (1 + random.nextInt(40));
            case 4 -> line = rules.usi() ? "go btime 0 wtime 0 byoyomi " + (20 + random.nextInt(40))
                    : "go wtime " + (50 + random.nextInt(200)) + " btime " + (50 + random.nextInt(200)) + " winc 5 binc 5";
            case 5 -> line = "go infinite";
            case 6 -> line = "go ponder" + (rules.usi() && random.nextBoolean() ? "" : " depth 3");
            case 7 -> line = "go depth 2 searchmoves " + searchMoves(position);
            case 8 -> line = "go searchmoves " + badMove(position) + " depth 2";
            case 9 -> line = "go " + pick(List.of("mate x", "mate -1", "mate", "mate depth 2", "mate 0 depth 2"));
            case 10 -> {
                line = "go perft " + (1 + random.nextInt(4));
                answer = Answer.PERFT;
            }
            case 11 -> line = "go " + pick(List.of("perft 0", "perft x", "perft", "depth 1 perft " + (Perft.MAX_DEPTH + 1),
                    "perft 99 depth 1", "perft -3 depth 1"));
            case 12 -> {
                line = rules.usi() ? "go mate " + (10 + random.nextInt(100)) : "go mate 2 depth 3";
                answer = rules.usi() ? Answer.CHECKMATE : Answer.BESTMOVE;
            }
            case 13 -> line = "go " + pick(List.of("depth x", "nodes -5 depth 1", "frobnicate depth 1", "depth",
                    "movetime -1 depth 1", "depth 99999999999999999999 nodes 10"));
            case 14 -> line = "go";
            default -> line = "go depth 1 " + pick(List.of("wtime", "btime", "byoyomi", "winc")) + " "
                    + pick(List.of("x", "-1", "0", "1"));
        }
        boolean mate = line.contains("mate") && rules.usi();
        if (mate) {
            answer = Answer.CHECKMATE;
        }
        drain();
        pending.addLast(new Pending(line, answer, position, pending.size()));
        return line;
    }

    /** Some legal moves and some bad ones. */
    private String searchMoves(String position) {
        List<String> legal = rules.legalMoves(position);
        List<String> words = new ArrayList<>();
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            words.add(random.nextInt(3) == 0 || legal.isEmpty() ? badMove(position) : pick(legal));
        }
        return String.join(" ", words);
    }

    private String optionLine() {
        String hash = rules.usi() ? "USI_Hash" : "Hash";
        return pick(List.of("setoption name " + hash + " value " + (1 + random.nextInt(8)),
                "setoption name " + hash + " value many", "setoption name MultiPV value " + (1 + random.nextInt(3)),
                "setoption name MultiPV value 0", "setoption name NoSuchOption value 3", "setoption",
                "setoption name", "setoption name Threads value " + (1 + random.nextInt(2)),
                rules.usi() ? "setoption name USI_Ponder value true" : "setoption name UCI_AnalyseMode value true",
                rules.usi() ? "gameover win" : "debug " + pick(List.of("on", "off", "maybe"))));
    }

    private String garbage() {
        return switch (random.nextInt(6)) {
            case 0 -> "";
            case 1 -> "   \t ";
            case 2 -> "xyzzy " + random.nextInt();
            case 3 -> "\u0000\u00ff\u3042 go";
            case 4 -> "q".repeat(1 + random.nextInt(20_000));
            default -> pick(List.of("goo", "positionstartpos", "GO depth 1", "isready now", "stopp"));
        };
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    /** Splits what the engine prints into lines. */
    private static final class LineSink extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream current = new ByteArrayOutputStream();

        LineSink(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(current.toString(StandardCharsets.UTF_8).replace("\r", ""));
                current.reset();
            } else {
                current.write(b);
            }
        }
    }
}
