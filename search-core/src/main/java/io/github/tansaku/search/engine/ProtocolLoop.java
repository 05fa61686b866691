package io.github.tansaku.search.engine;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.SearchResult;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.perft.Perft;
import io.github.tansaku.search.time.GameClock;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The text protocol loop shared by UCI and USI: reads commands line by line, answers the
 * commands both protocols share and hands the rest to a {@link Dialect}.
 *
 * <p>Shared commands: the handshake ({@code uci}/{@code usi}), {@code isready},
 * {@code setoption name N [value V]}, the new-game command, {@code position ... [moves ...]},
 * {@code go} with {@code wtime btime winc binc movestogo byoyomi depth nodes movetime infinite
 * ponder mate searchmoves perft}, {@code stop}, {@code ponderhit}, {@code gameover} and
 * {@code quit}. Searches run on the engine's thread, so {@code isready} and {@code stop} are
 * answered while searching.
 *
 * <p>Bad input never ends the loop: an unknown command, a malformed position, an illegal move, an
 * unknown option or an invalid value is answered with {@code info string ...} and the engine
 * keeps serving; so is any exception or error a command throws. A {@code position} command with
 * a malformed position or an illegal move leaves the previous position as it was.
 *
 * <p>Every {@code go} the engine accepts ends in exactly one answer: {@code bestmove}, or the
 * answer its form asks for ({@code Nodes searched: N} after {@code go perft}, {@code checkmate ...}
 * after USI's {@code go mate}). A bad field does not take that away: a malformed value, a perft
 * depth out of range and bad or illegal {@code searchmoves} are reported and ignored (no legal
 * {@code searchmoves} left: every move is searched), as Stockfish does. Only a {@code go} sent
 * while another search runs is refused. {@code go perft}, USI's {@code go mate} and a declaration
 * under {@code go infinite} end at {@code stop} like a search. {@code ponderhit} may carry clock
 * fields ({@code ponderhit btime B wtime W byoyomi Y}, YaneuraOu's early ponder): they replace
 * those of {@code go ponder}.
 *
 * <p>The loop reads the commands and decides what each does; {@link GoCommand} reads the fields
 * of a {@code go} command, {@link GoLimits} what they ask of the search, and a
 * {@link SearchReporter} writes each search's {@code info} and {@code bestmove} lines.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class ProtocolLoop<P, M> implements AutoCloseable {

    /** The most characters of a message {@link #sendInfo} writes. */
    public static final int MAX_INFO_CHARS = 1000;
    /** The most characters of a client's text quoted back in an answer. */
    private static final int MAX_QUOTED_CHARS = 200;

    private final Engine<P, M> engine;
    private final Dialect<P, M> dialect;
    private final BufferedReader in;
    private final PrintStream out;
    /** Reads the limits and the clock of {@code go} and {@code ponderhit} commands. */
    private final GoLimits<P, M> goLimits;
    /** The warm-up positions, once parsed (see {@link #warmupPositions()}). */
    private List<P> warmupPositions;
    /**
     * Set by {@code stop} (and {@code quit}) for the long tasks the loop runs on the search
     * thread itself ({@code go perft}, USI's {@code go mate}, a declaration under
     * {@code go infinite}); cleared when one starts.
     */
    private volatile boolean taskStopRequested;

    /**
     * A loop reading {@code in} and writing {@code out}; adds the dialect's options to the
     * engine. The engine reports search errors as {@code info string} lines.
     */
    public ProtocolLoop(Engine<P, M> engine, Dialect<P, M> dialect, BufferedReader in, PrintStream out) {
        this.engine = Objects.requireNonNull(engine, "engine");
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.in = Objects.requireNonNull(in, "in");
        this.out = Objects.requireNonNull(out, "out");
        this.goLimits = new GoLimits<>(engine.game(), dialect, this::sendInfo);
        dialect.addOptions(engine);
        engine.onError(message -> sendInfo("error: " + message));
    }

    /**
     * Serves {@code engine} over standard input and output until {@code quit}: what an engine's
     * {@code main} method calls.
     *
     * @throws IOException if reading standard input fails
     */
    public static <P, M> void serve(Engine<P, M> engine, Dialect<P, M> dialect) throws IOException {
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream stdout = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        new ProtocolLoop<>(engine, dialect, stdin, stdout).run();
    }

    /** The engine this loop drives. */
    public Engine<P, M> engine() {
        return engine;
    }

    /** The dialect. */
    public Dialect<P, M> dialect() {
        return dialect;
    }

    /** Writes one line and flushes. Thread-safe. */
    public void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    /**
     * Writes {@code info string text} on one line (line breaks become spaces), cut to its first
     * {@value #MAX_INFO_CHARS} characters: messages may quote what a client sent, which can be
     * of any length. Thread-safe.
     */
    public void sendInfo(String text) {
        send("info string " + cut(String.valueOf(text), MAX_INFO_CHARS).replaceAll("[\\r\\n]+", " "));
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input; then stops any
     * search and ends the engine's thread.
     *
     * @throws IOException if reading the input fails
     */
    public void run() throws IOException {
        try {
            LineReader lines = lineReader(in);
            String line;
            while ((line = lines.readLine()) != null) {
                if (!execute(line)) {
                    break;
                }
            }
        } finally {
            close();
        }
    }

    /**
     * A reader of {@code in}'s lines of at most {@link LineReader#DEFAULT_MAX_CHARS} characters
     * that reports a longer one as an error and skips it: what {@link #run} reads, for a front end
     * that reads the lines itself.
     */
    public LineReader lineReader(Reader in) {
        return new LineReader(in, LineReader.DEFAULT_MAX_CHARS,
                max -> sendInfo("error: ignored a line longer than " + max + " characters"));
    }

    /**
     * Stops any search or task (a perft, a mate search) and ends the engine's thread: what
     * {@code quit} and the end of the input do. For a front end that reads the lines itself and
     * hands them to {@link #execute}.
     */
    @Override
    public void close() {
        taskStopRequested = true;
        engine.close();
    }

    /**
     * Answers one command line.
     *
     * @return {@code false} after {@code quit}
     */
    public boolean execute(String line) {
        String trimmed = line.strip();
        if (trimmed.isEmpty()) {
            return true;
        }
        String[] words = trimmed.split("\\s+", 2);
        String command = words[0];
        String arguments = words.length < 2 ? "" : words[1].strip();
        if (command.equals("quit")) {
            return false;
        }
        try {
            dispatch(command, arguments);
        } catch (IllegalArgumentException | IllegalStateException e) {
            sendInfo("error: " + e.getMessage());
        } catch (RuntimeException | Error e) {
            // Even an Error (an OutOfMemoryError of a command that read too much, say) ends
            // only the command: its memory is garbage once it has unwound, and the engine serves on.
            sendInfo("error: " + quote(command) + " failed: " + e);
        }
        return true;
    }

    private void dispatch(String command, String arguments) {
        if (command.equals(dialect.handshakeCommand())) {
            handshake();
        } else if (command.equals(dialect.newGameCommand())) {
            stop();
            engine.newGame();
        } else {
            switch (command) {
                case "isready" -> {
                    engine.prepare(warmupPositions());
                    send("readyok");
                }
                case "setoption" -> setOption(arguments);
                case "position" -> position(arguments);
                case "go" -> go(arguments);
                case "stop" -> stop();
                case "ponderhit" -> ponderHit(arguments);
                case "gameover" -> stop();
                case "bench" -> {
                    if (dialect.benchPositions().isEmpty()) {
                        unknownOrDialect(command, arguments);
                    } else {
                        bench(arguments);
                    }
                }
                default -> unknownOrDialect(command, arguments);
            }
        }
    }

    private void unknownOrDialect(String command, String arguments) {
        if (!dialect.handle(command, arguments, this)) {
            sendInfo("unknown command: " + quote(command + (arguments.isEmpty() ? "" : " " + arguments)));
        }
    }

    /** A client's text as an answer quotes it: its first {@value #MAX_QUOTED_CHARS} characters at most. */
    static String quote(String text) {
        return cut(text, MAX_QUOTED_CHARS);
    }

    /** {@code text}, or its first {@code max} characters and how many more there were. */
    private static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        return text.substring(0, max) + "... (" + (text.length() - max) + " more characters)";
    }

    /**
     * {@code bench [depth]}: searches each of the dialect's bench positions to a fixed depth
     * from a cleared table and history, on this thread, and prints the total node count, the
     * engine's signature: it changes exactly when search behaviour changes (for the same
     * options). The bench has a table of its own ({@link Engine#benchSearcher(io.github.tansaku.search.Evaluator)}) and the
     * dialect's bench evaluator ({@link Dialect#benchEvaluator}), so the
     * signature does not depend on the hash size, and the engine's table is left as it was.
     *
     * <p>The time and the rate it prints are those of the searches alone, without clearing the
     * table and history before each position (tens of milliseconds for a large table) or
     * reading the positions: a node rate, comparable with other engines' benches, which clear
     * their tables before their clocks start. It also prints the CPU time of this thread, which
     * runs the searches, over them, where the JVM measures it, for rates on a machine busy with
     * other work (with {@code Threads} above 1, the Lazy SMP helpers' time is not in it).
     */
    private void bench(String arguments) {
        int depth = dialect.benchDepth();
        if (!arguments.isEmpty()) {
            try {
                depth = Integer.parseInt(arguments);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("expected 'bench [depth]', got 'bench " + arguments + "'", e);
            }
        }
        if (depth < 1) {
            throw new IllegalArgumentException("bench depth must be at least 1, got " + depth);
        }
        List<String> positions = dialect.benchPositions();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuMeasured = threads.isCurrentThreadCpuTimeSupported() && threads.isThreadCpuTimeEnabled();
        long nodes = 0;
        long searchNanos = 0;
        long searchCpuNanos = 0;
        try (Searcher<P, M> searcher = engine.benchSearcher(dialect.benchEvaluator(engine.evaluator()))) {
            for (int i = 0; i < positions.size(); i++) {
                P position = parsePosition(positions.get(i), " in bench position " + (i + 1));
                searcher.table().clear();
                searcher.clearHistory();
                long cpuStart = cpuMeasured ? threads.getCurrentThreadCpuTime() : 0;
                long start = System.nanoTime();
                SearchResult<M> result = searcher.search(position, SearchLimits.depth(depth), SearchListener.silent());
                searchNanos += System.nanoTime() - start;
                searchCpuNanos += cpuMeasured ? threads.getCurrentThreadCpuTime() - cpuStart : 0;
                send("bench " + (i + 1) + "/" + positions.size() + " " + positions.get(i) + ": " + result.nodes()
                        + " nodes");
                nodes += result.nodes();
            }
        }
        long millis = searchNanos / 1_000_000;
        send("Total time (ms): " + millis);
        if (cpuMeasured) {
            send("Search CPU time (ms): " + searchCpuNanos / 1_000_000);
        }
        send("Nodes searched: " + nodes);
        send("Nodes/second: " + (searchNanos > 0 ? (long) (nodes * 1e9 / searchNanos) : 0));
    }

    private void handshake() {
        send("id name " + dialect.engineName());
        send("id author " + dialect.engineAuthor());
        for (EngineOption option : engine.options()) {
            send("option " + option.declaration());
        }
        send(dialect.handshakeReply());
    }

    private void stop() {
        taskStopRequested = true;
        engine.stop();
    }

    /**
     * {@code ponderhit [btime B wtime W byoyomi Y ...]}: the ponder search goes on as a normal
     * search. The clock fields (YaneuraOu's extension for early pondering, where {@code go ponder}
     * carries no times) replace those of the {@code go ponder} command when present.
     */
    private void ponderHit(String arguments) {
        if (arguments.isEmpty()) {
            engine.ponderHit();
            return;
        }
        GoCommand fields = GoCommand.parse(arguments, this::sendInfo);
        engine.ponderHit(goLimits.clock(fields, dialect.clockFieldOfSideToMove(engine.position())));
    }

    // ------------------------------------------------------------------------------------------
    // setoption

    private void setOption(String arguments) {
        if (!arguments.startsWith("name ")) {
            throw new IllegalArgumentException("expected 'setoption name <name> [value <value>]', got 'setoption "
                    + quote(arguments) + "'");
        }
        String rest = arguments.substring(5);
        int at = indexOfWord(rest, "value");
        String name = (at < 0 ? rest : rest.substring(0, at)).strip();
        String value = at < 0 ? "" : rest.substring(at + 5).strip();
        if (engine.option(name).isEmpty() && dialect.ignoresUndeclaredOption(name)) {
            return;
        }
        engine.setOption(name, value);
        if (name.equalsIgnoreCase(Engine.THREADS)) {
            engine.threadsWarning().ifPresent(this::sendInfo);
        }
        if (name.regionMatches(true, 0, "Technique_", 0, "Technique_".length())) {
            engine.inertTechniques().forEach(this::sendInfo);
        }
    }

    /** The index of {@code word} as a whole word in {@code text}, or -1. */
    private static int indexOfWord(String text, String word) {
        return PositionCommand.indexOfWord(text, word);
    }

    // ------------------------------------------------------------------------------------------
    // position

    /**
     * The positions the engine's warm-up searches: the dialect's bench positions, parsed at the
     * first {@code isready} and kept (the engine uses them until it has warmed up). One that does
     * not parse is reported and left out; the warm-up and the {@code readyok} go on.
     */
    private List<P> warmupPositions() {
        if (warmupPositions != null) {
            return warmupPositions;
        }
        List<P> positions = new ArrayList<>();
        warmupPositions = positions;
        List<String> texts = dialect.benchPositions();
        for (int i = 0; i < texts.size(); i++) {
            try {
                positions.add(parsePosition(texts.get(i), " in bench position " + (i + 1)));
            } catch (IllegalArgumentException e) {
                sendInfo("error: the warm-up skips bench position " + (i + 1) + " (" + texts.get(i) + "): "
                        + e.getMessage());
            }
        }
        return positions;
    }

    private void position(String arguments) {
        engine.setPosition(parsePosition(arguments, "; the previous position is kept"));
    }

    /**
     * The position of the words of a {@code position} command ({@link PositionCommand}).
     *
     * @param afterProblem the end of the message of the exception thrown for an illegal move
     * @throws IllegalArgumentException for a malformed position or an illegal move
     */
    private P parsePosition(String arguments, String afterProblem) {
        try {
            return PositionCommand.parse(engine.game(), dialect, arguments);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + afterProblem, e);
        }
    }

    // ------------------------------------------------------------------------------------------
    // go

    private void go(String arguments) {
        // The clock of the move runs from now, also while the previous search thread ends.
        long received = engine.clock().millis();
        if (!engine.awaitIdle(100)) {
            throw new IllegalStateException("a search is running; send stop first");
        }
        GoCommand go = GoCommand.parse(arguments, this::sendInfo);
        P position = engine.position();
        if (go.perft != null && validPerftDepth(go.perft)) {
            perft(position, (int) (long) go.perft);
            return;
        }
        if (go.mateAsked && dialect.mateSearch() != null) {
            if (go.mate == null) {
                sendInfo("go mate: no valid time; searching for a mate until stop");
            }
            mate(position, go.mate == null ? Long.MAX_VALUE : go.mate);
            return;
        }
        if (!go.ponder && dialect.canDeclareWin(position)) {
            declareWin(go.infinite);
            return;
        }
        dialect.searchStarting(engine);
        SearchLimits base = goLimits.base(go, position, engine.moveOverheadMillis());
        GameClock clock = goLimits.clock(go, dialect.clockFieldOfSideToMove(position));
        SearchReporter<P, M> reporter = new SearchReporter<>(engine, dialect, this::send);
        if (go.ponder) {
            engine.ponder(clock, base, reporter, reporter::finish);
        } else if (clock != null) {
            engine.go(clock, base, received, reporter, reporter::finish);
        } else {
            engine.go(GoLimits.countedFrom(base, received), reporter, reporter::finish);
        }
    }

    // ------------------------------------------------------------------------------------------
    // go perft and go mate

    /**
     * Whether {@code depth} is one the perft counts; if not, says so: the command then runs as a
     * search without the perft field, so that it still ends in an answer.
     */
    private boolean validPerftDepth(long depth) {
        if (depth >= 1 && depth <= Perft.MAX_DEPTH) {
            return true;
        }
        sendInfo("go perft: the depth must be 1 to " + Perft.MAX_DEPTH + ", got " + depth + "; ignored");
        return false;
    }

    /**
     * {@code go perft N}: the count of each legal root move and the total, on the search thread.
     * {@code stop} (or {@code quit}) ends it early; the moves counted so far are printed, then a
     * line saying the count stopped and the total of those moves.
     */
    private void perft(P position, int depth) {
        Game<P, M> game = engine.game();
        long[] total = new long[1];
        boolean[] complete = new boolean[1];
        taskStopRequested = false;
        engine.runOnSearchThread(() -> {
            complete[0] = Perft.divide(game, position, depth, () -> taskStopRequested, entry -> {
                send(dialect.formatMove(entry.move()) + ": " + entry.nodes());
                total[0] += entry.nodes();
            });
        }, () -> {
            if (!complete[0]) {
                sendInfo("perft stopped: the total counts only the moves above");
            }
            send("");
            send("Nodes searched: " + total[0]);
        });
    }

    private void mate(P position, long millis) {
        Dialect.MateSearch<P> solver = dialect.mateSearch();
        taskStopRequested = false;
        String[] answer = new String[1];
        engine.runOnSearchThread(() -> answer[0] = solver.solve(position, millis, () -> taskStopRequested),
                () -> send(answer[0] == null ? "checkmate timeout" : answer[0]));
    }

    /**
     * {@code bestmove win} for a position where the side to move may declare a win: at once, or
     * under {@code go infinite} once {@code stop} (or {@code quit}) arrives, as the protocol asks
     * of an infinite search.
     */
    private void declareWin(boolean infinite) {
        if (!infinite) {
            send("bestmove win");
            return;
        }
        taskStopRequested = false;
        engine.runOnSearchThread(() -> {
            while (!taskStopRequested) {
                pause();
            }
        }, () -> send("bestmove win"));
    }

    /** A short wait of the search thread for a stop. */
    private static void pause() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for stop", e);
        }
    }
}
