package io.github.tansaku.harness.match;

import io.github.tansaku.search.engine.Dialect;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine process speaking UCI or USI, driven through the game's protocol {@link Dialect}
 * (which words start and end the handshake and a new game, how positions and moves are written,
 * which clock fields are the side to move's). A thread reads the engine's output into a queue so
 * that every wait has a deadline: an engine that does not answer in time has hung, one whose
 * output ends has crashed, and either loses the game and is restarted by the runner.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class ProcessEngine<P, M> implements MatchEngine<P, M> {

    /** The options a USI engine takes without declaring them (the protocol defines them). */
    private static final List<String> USI_IMPLICIT_OPTIONS = List.of("USI_Hash", "USI_Ponder");

    /** How long the handshake, {@code isready} and a new game may take. */
    static final long HANDSHAKE_MILLIS = 10_000;
    /** Time allowed past the clock before a search that has not answered counts as hung. */
    static final long GRACE_MILLIS = 1_000;
    private static final String END_OF_OUTPUT = "\u0000end";
    private static final int SCORE_OF_MATE = 100_000;
    private static final String VARIANT_OPTION = "UCI_Variant";

    private final String name;
    private final Dialect<P, M> dialect;
    private final Process process;
    private final BufferedWriter input;
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    private final long untimedMoveMillis;
    /** The options the engine declared in its handshake. */
    private List<String> declaredOptions = List.of();

    private ProcessEngine(String name, Dialect<P, M> dialect, Process process, long untimedMoveMillis) {
        this.name = name;
        this.dialect = dialect;
        this.process = process;
        this.untimedMoveMillis = untimedMoveMillis;
        this.input = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(this::readOutput, "engine-output-" + name);
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts {@code command} in {@code directory} (or the current one), does the handshake and
     * sets {@code options}.
     *
     * @param untimedMoveMillis how long a move without a clock (fixed nodes or depth) may take
     *     before the engine counts as hung
     * @throws EngineFault when the process cannot start, ends, or does not finish the handshake;
     *     or when one of {@code options} is not an option the engine declares (names compared
     *     ignoring case, as UCI's are; USI's {@code USI_Hash} and {@code USI_Ponder} need no
     *     declaration), or the engine answers its value with an error
     */
    public static <P, M> ProcessEngine<P, M> start(String name, List<String> command, File directory,
            Map<String, String> options, Dialect<P, M> dialect, long untimedMoveMillis) throws EngineFault {
        return start(name, command, directory, options, dialect, untimedMoveMillis, null);
    }

    /**
     * Starts an engine as {@link #start(String, List, File, Map, Dialect, long)} does; when the
     * engine declares a {@code UCI_Variant} option (Fairy-Stockfish plays many games) and
     * {@code options} do not set it, it is set to {@code variant} (such as {@code shogi}).
     */
    public static <P, M> ProcessEngine<P, M> start(String name, List<String> command, File directory,
            Map<String, String> options, Dialect<P, M> dialect, long untimedMoveMillis, String variant)
            throws EngineFault {
        Process process;
        try {
            process = new ProcessBuilder(command).directory(directory).redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException e) {
            throw new EngineFault(EngineFault.Kind.CRASH, "cannot start " + String.join(" ", command) + ": " + e.getMessage(), e);
        }
        ProcessEngine<P, M> engine = new ProcessEngine<>(name, dialect, process, untimedMoveMillis);
        try {
            engine.send(dialect.handshakeCommand());
            List<String> declared = engine.handshake(HANDSHAKE_MILLIS);
            if (variant != null && declared.contains(VARIANT_OPTION) && !options.containsKey(VARIANT_OPTION)) {
                engine.send("setoption name " + VARIANT_OPTION + " value " + variant);
            }
            engine.declaredOptions = List.copyOf(declared);
            engine.setOptions(options);
        } catch (EngineFault fault) {
            engine.close();
            throw fault;
        }
        return engine;
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * Sets {@code options} between games, as at the start: each must be one the engine declared
     * (names compared ignoring case; USI's {@code USI_Hash} and {@code USI_Ponder} need no
     * declaration), and the engine must not answer a value with an error before {@code readyok}.
     * The tuner uses it to play each game pair with other values without a new process.
     *
     * @throws EngineFault when an option is not declared, the engine refuses a value or does not
     *     answer {@code isready}
     */
    public void setOptions(Map<String, String> options) throws EngineFault {
        for (String option : options.keySet()) {
            boolean implicit = USI_IMPLICIT_OPTIONS.stream().anyMatch(option::equalsIgnoreCase);
            if (!implicit && declaredOptions.stream().noneMatch(option::equalsIgnoreCase)) {
                throw new EngineFault(EngineFault.Kind.CRASH, "the engine declares no option '" + option
                        + "'; its options: " + (declaredOptions.isEmpty() ? "none" : String.join(", ", declaredOptions)));
            }
        }
        for (Map.Entry<String, String> option : options.entrySet()) {
            send("setoption name " + option.getKey() + " value " + option.getValue());
        }
        readyAfterOptions();
    }

    /**
     * {@code isready} before the new-game command (USI requires it; UCI allows it) and after it
     * (UCI recommends it), so the engine has set up before the first {@code position}.
     */
    @Override
    public void newGame() throws EngineFault {
        ready();
        send(dialect.newGameCommand());
        ready();
    }

    /** USI's {@code gameover win|lose|draw}; UCI has no such command. */
    @Override
    public void gameOver(double points) {
        if (!dialect.handshakeCommand().equals("usi")) {
            return;
        }
        try {
            send("gameover " + (points == 1 ? "win" : points == 0 ? "lose" : "draw"));
        } catch (EngineFault e) {
            // the engine is gone; the game is over anyway
        }
    }

    @Override
    public EngineReply<M> play(GameSoFar<P, M> game, Clocks clocks) throws EngineFault {
        StringBuilder position = new StringBuilder("position ").append(game.startText());
        if (!game.moves().isEmpty()) {
            position.append(" moves");
            for (M move : game.moves()) {
                position.append(' ').append(dialect.formatMove(move));
            }
        }
        send(position.toString());
        send(goCommand(game.current(), clocks));
        long allowed = clocks.own().allowedMillis();
        long wait = allowed == Long.MAX_VALUE ? untimedMoveMillis : allowed + GRACE_MILLIS;
        return readReply(game.current(), System.nanoTime() + wait * 1_000_000);
    }

    private String goCommand(P position, Clocks clocks) {
        TimeControl control = clocks.control();
        StringBuilder go = new StringBuilder("go");
        if (control.hasClock()) {
            char own = dialect.clockFieldOfSideToMove(position);
            char other = own == 'w' ? 'b' : 'w';
            go.append(' ').append(own).append("time ").append(clocks.own().remainingMillis());
            go.append(' ').append(other).append("time ").append(clocks.other().remainingMillis());
            long otherIncrement = clocks.other().control().incrementMillis();
            if (control.incrementMillis() > 0 || otherIncrement > 0) {
                go.append(' ').append(own).append("inc ").append(control.incrementMillis());
                go.append(' ').append(other).append("inc ").append(otherIncrement);
            }
            if (control.byoyomiMillis() > 0) {
                go.append(" byoyomi ").append(control.byoyomiMillis());
            }
            if (clocks.own().movesToGo() > 0) {
                go.append(" movestogo ").append(clocks.own().movesToGo());
            }
        } else if (control.moveTimeMillis() > 0) {
            go.append(" movetime ").append(control.moveTimeMillis());
        }
        if (control.nodes() > 0) {
            go.append(" nodes ").append(control.nodes());
        }
        if (control.depth() > 0) {
            go.append(" depth ").append(control.depth());
        }
        return go.toString();
    }

    private EngineReply<M> readReply(P position, long deadlineNanos) throws EngineFault {
        OptionalInt score = OptionalInt.empty();
        int depth = 0;
        long nodes = 0;
        while (true) {
            String line = next(deadlineNanos, "bestmove");
            String[] words = line.trim().split("\\s+");
            if (words[0].equals("info")) {
                for (int i = 1; i + 1 < words.length; i++) {
                    switch (words[i]) {
                        case "depth" -> depth = intOr(words[i + 1], depth);
                        case "nodes" -> nodes = longOr(words[i + 1], nodes);
                        case "score" -> score = score(words, i + 1, score);
                        default -> {
                        }
                    }
                }
            } else if (words[0].equals("bestmove")) {
                if (words.length < 2) {
                    throw new EngineFault(EngineFault.Kind.PROTOCOL, "'bestmove' without a move");
                }
                String move = words[1];
                if (move.equals("resign") || move.equals(dialect.noMoveAnswer())) {
                    return EngineReply.resignation();
                }
                if (move.equals("win")) {
                    return EngineReply.winClaim();
                }
                try {
                    return EngineReply.move(dialect.parseMove(position, move), score, depth, nodes);
                } catch (IllegalArgumentException e) {
                    throw new EngineFault(EngineFault.Kind.PROTOCOL, "unreadable move '" + move + "': " + e.getMessage(), e);
                }
            }
        }
    }

    /** {@code cp N} as N, {@code mate N} as a large score of N's sign (the runner only compares scores). */
    private static OptionalInt score(String[] words, int at, OptionalInt previous) {
        if (at + 1 >= words.length) {
            return previous;
        }
        try {
            int value = Integer.parseInt(words[at + 1]);
            return switch (words[at]) {
                case "cp" -> OptionalInt.of(value);
                case "mate" -> OptionalInt.of(value > 0 ? SCORE_OF_MATE - value : -SCORE_OF_MATE - value);
                default -> previous;
            };
        } catch (NumberFormatException e) {
            // USI allows "mate +" and "mate -" without a distance
            return words[at].equals("mate") && words[at + 1].startsWith("-") ? OptionalInt.of(-SCORE_OF_MATE)
                    : words[at].equals("mate") ? OptionalInt.of(SCORE_OF_MATE) : previous;
        }
    }

    private static int intOr(String text, int fallback) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private static long longOr(String text, long fallback) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private void ready() throws EngineFault {
        send("isready");
        await("readyok", HANDSHAKE_MILLIS);
    }

    /**
     * {@code isready} after the options were set, failing if the engine refused one on the way:
     * a line {@code info string error ...} (the form Tansaku's engines answer a bad value with)
     * or {@code No such option ...} (Stockfish's). A match whose engine silently plays with
     * another setting than the one asked for measures the wrong thing.
     */
    private void readyAfterOptions() throws EngineFault {
        send("isready");
        long deadline = System.nanoTime() + HANDSHAKE_MILLIS * 1_000_000;
        for (String line = next(deadline, "readyok").trim(); !line.equals("readyok"); line = next(deadline, "readyok").trim()) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("info string error") || lower.startsWith("no such option")) {
                throw new EngineFault(EngineFault.Kind.CRASH, "the engine refused an option: " + line);
            }
        }
    }

    /** Reads the handshake up to its reply; returns the names of the options the engine declared. */
    private List<String> handshake(long millis) throws EngineFault {
        long deadline = System.nanoTime() + millis * 1_000_000;
        List<String> declared = new ArrayList<>();
        for (String line = next(deadline, dialect.handshakeReply()).trim(); !line.equals(dialect.handshakeReply());
                line = next(deadline, dialect.handshakeReply()).trim()) {
            if (line.startsWith("option name ")) {
                int type = line.indexOf(" type ");
                declared.add(line.substring("option name ".length(), type < 0 ? line.length() : type).trim());
            }
        }
        return declared;
    }

    private void await(String word, long millis) throws EngineFault {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (!next(deadline, word).trim().equals(word)) {
            // other lines (id, option, info) are not needed here
        }
    }

    /** The next line of output before the deadline. */
    private String next(long deadlineNanos, String awaited) throws EngineFault {
        String line;
        try {
            line = output.poll(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFault(EngineFault.Kind.HANG, "interrupted waiting for '" + awaited + "'", e);
        }
        if (line == null) {
            throw new EngineFault(EngineFault.Kind.HANG, "no '" + awaited + "' in time");
        }
        // identity, not equality: only the reader thread's own marker ends the output
        if (line == END_OF_OUTPUT) {
            output.offer(END_OF_OUTPUT);
            throw new EngineFault(EngineFault.Kind.CRASH, "the engine ended" + exitStatus() + " waiting for '" + awaited + "'");
        }
        return line;
    }

    private String exitStatus() {
        try {
            return process.waitFor(200, TimeUnit.MILLISECONDS) ? " (exit " + process.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private void send(String line) throws EngineFault {
        try {
            input.write(line);
            input.newLine();
            input.flush();
        } catch (IOException e) {
            throw new EngineFault(EngineFault.Kind.CRASH, "cannot write to the engine" + exitStatus() + ": " + e.getMessage(), e);
        }
    }

    private void readOutput() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                output.offer(line);
            }
        } catch (IOException e) {
            // the process ended: reported as the end of its output
        } finally {
            output.offer(END_OF_OUTPUT);
        }
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (EngineFault e) {
            // already gone
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
