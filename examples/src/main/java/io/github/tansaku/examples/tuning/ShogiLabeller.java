package io.github.tansaku.examples.tuning;

import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.notation.UsiMoves;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Writes labelled shogi positions for {@code train-shogi-eval}: games played by an external USI
 * engine against itself at a fixed node count (or whatever limit {@code --go} gives, for engines
 * without {@code go nodes}), each quiet position written with the score the engine's search gave
 * it. {@code --option NAME=VALUE} sets an engine option before the first game, e.g. gpsusi's
 * {@code BookDepth=0} and {@code LimitDepth=4} (gpsusi keeps options set this way as its
 * defaults, in {@code /usr/share/gpsshogi-data/gpsusi.conf}, until that file is deleted);
 * {@code --stop-after MS} stops a search that runs longer (a position is then written only if
 * the engine gave a score before stopping).
 *
 * <p>Each game starts with a few uniformly random legal plies (so that the games differ), and
 * later plies are random with a small probability (so that the positions are not all the engine's
 * own choices). A position is written as one line, its SFEN, a tab, the score in centipawns
 * from the side to move's view, a tab and the game's result for the side to move (1, 0.5 or 0),
 * when the side to move is not in check, the score is not a mate score and the engine's best
 * move neither captures nor promotes: the evaluator that learns from these lines is meant for
 * quiet positions, whose tactics the quiescence search resolves. A game ends at checkmate, when
 * the engine announces a mate (the side it names wins), resigns (the side to move loses) or
 * scores the position beyond ±3000 (the side ahead wins), or after 320 plies (a draw).
 *
 * <p>The labels are facts about positions measured with another program, as the match tools
 * measure strength; nothing of that program's code is used.
 */
public final class ShogiLabeller {

    /** The command's usage line. */
    public static final String USAGE = "label-shogi --out FILE [--positions N] [--nodes N | --go ARGUMENTS] [--seed S] "
            + "[--random-plies N] [--engine COMMAND] [--option NAME=VALUE]... [--stop-after MS]";

    private static final int MAX_PLIES = 320;
    private static final int MAX_SCORE = 3000;
    private static final double RANDOM_MOVE_RATE = 0.04;

    private final List<String> engineCommand;
    /** What follows {@code go} for each position, e.g. {@code nodes 8000}. */
    private final String goArguments;
    /** {@code setoption} lines sent before {@code isready}, as name and value. */
    private final List<String[]> options;
    /** Milliseconds after which a search still running is sent {@code stop} (0: never). */
    private final long stopAfter;
    private final ScheduledExecutorService stopper = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "label-shogi stop");
        thread.setDaemon(true);
        return thread;
    });
    private final int randomPlies;
    private SplittableRandom random;
    private Process process;
    private BufferedReader fromEngine;
    private Writer toEngine;

    private ShogiLabeller(List<String> engineCommand, String goArguments, List<String[]> options, long stopAfter,
            int randomPlies, long seed) {
        this.engineCommand = engineCommand;
        this.goArguments = goArguments;
        this.options = options;
        this.stopAfter = stopAfter;
        this.randomPlies = randomPlies;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Labels one game per seed with one engine process, as {@code label-shogi --engine} does:
     * the lines of every game, in order (the distributed labelling job of the spark-jobs module
     * calls this on each partition). Game {@code i} plays its random opening and random moves
     * from {@code gameSeeds[i]}, so a game's lines depend on its seed and the engine alone.
     *
     * @param engineCommand   the USI engine's command line
     * @param goArguments     what follows {@code go}, such as {@code nodes 3000}
     * @param options         {@code setoption} name and value pairs
     * @param stopAfterMillis milliseconds after which a search still running is stopped (0: never)
     * @param randomPlies     random plies at the start of each game
     * @throws IOException when the engine cannot be started or stops answering
     */
    public static List<String> labelGames(List<String> engineCommand, String goArguments, List<String[]> options,
            long stopAfterMillis, int randomPlies, List<Long> gameSeeds) throws IOException {
        ShogiLabeller labeller = new ShogiLabeller(engineCommand, goArguments, options, stopAfterMillis, randomPlies, 0);
        java.io.StringWriter lines = new java.io.StringWriter();
        try {
            labeller.start();
            for (long seed : gameSeeds) {
                labeller.random = new SplittableRandom(seed);
                labeller.playGame(lines, Integer.MAX_VALUE);
            }
        } finally {
            labeller.stop();
        }
        String text = lines.toString();
        return text.isEmpty() ? List.of() : List.of(text.split("\\R"));
    }

    /** Runs the command with its arguments (see {@link #USAGE}); returns the exit status. */
    public static int run(List<String> args, PrintStream out) throws IOException {
        Path file = null;
        int positions = 10_000;
        int nodes = 8000;
        long seed = 1;
        int randomPlies = 8;
        String engine = "/usr/games/fairy-stockfish";
        String goArguments = null;
        List<String[]> options = new ArrayList<>();
        long stopAfter = 0;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (i + 1 >= args.size()) {
                throw new IllegalArgumentException("'" + arg + "' needs a value; usage: " + USAGE);
            }
            String value = args.get(++i);
            switch (arg) {
                case "--out" -> file = Path.of(value);
                case "--positions" -> positions = Integer.parseInt(value);
                case "--nodes" -> nodes = Integer.parseInt(value);
                case "--seed" -> seed = Long.parseLong(value);
                case "--random-plies" -> randomPlies = Integer.parseInt(value);
                case "--engine" -> engine = value;
                case "--go" -> goArguments = value.trim();
                case "--stop-after" -> {
                    stopAfter = Long.parseLong(value);
                    if (stopAfter <= 0) {
                        throw new IllegalArgumentException("--stop-after must be positive, got " + value);
                    }
                }
                case "--option" -> {
                    int equals = value.indexOf('=');
                    if (equals <= 0) {
                        throw new IllegalArgumentException("--option needs NAME=VALUE, got '" + value + "'");
                    }
                    options.add(new String[] {value.substring(0, equals), value.substring(equals + 1)});
                }
                default -> throw new IllegalArgumentException("unknown argument '" + arg + "'; usage: " + USAGE);
            }
        }
        if (file == null) {
            throw new IllegalArgumentException("--out is required; usage: " + USAGE);
        }
        if (goArguments == null) {
            goArguments = "nodes " + nodes;
        } else if (goArguments.isEmpty()) {
            throw new IllegalArgumentException("--go needs the arguments of 'go', e.g. 'btime 0 wtime 0 byoyomi 1000'");
        }
        ShogiLabeller labeller = new ShogiLabeller(List.of(engine.trim().split("\\s+")), goArguments, options,
                stopAfter, randomPlies, seed);
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            labeller.start();
            int written = 0;
            int games = 0;
            while (written < positions) {
                written += labeller.playGame(writer, positions - written);
                games++;
                writer.flush();
                out.printf("%d games, %d positions%n", games, written);
            }
        } finally {
            labeller.stop();
        }
        return 0;
    }

    private void start() throws IOException {
        process = new ProcessBuilder(engineCommand).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        fromEngine = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        toEngine = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        send("usi");
        await("usiok");
        for (String[] option : options) {
            send("setoption name " + option[0] + " value " + option[1]);
        }
        send("isready");
        await("readyok");
    }

    private void stop() {
        if (process != null) {
            try {
                send("quit");
            } catch (IOException e) {
                // the engine is gone already
            }
            process.destroy();
        }
        stopper.shutdownNow();
    }

    /**
     * Plays one game, writing at most {@code limit} positions when it ends; returns how many it
     * wrote. Each line ends with the game's result for the side to move: 1 (won), 0 (lost) or
     * 0.5 (a draw, or a game stopped at the ply limit or by a move the rules refuse).
     */
    private int playGame(Writer writer, int limit) throws IOException {
        Position position = Position.startPosition();
        List<String> moves = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        List<Integer> sides = new ArrayList<>();
        int[] legal = new int[1024];
        send("usinewgame");
        int winner = -1;
        for (int ply = 0; ply < MAX_PLIES && lines.size() < limit; ply++) {
            int count = MoveGenerator.generateLegal(position, legal, 0);
            if (count == 0) {
                winner = Side.opponent(position.sideToMove());
                break;
            }
            int move;
            if (ply < randomPlies) {
                move = legal[random.nextInt(count)];
            } else {
                send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
                send("go " + goArguments);
                Future<?> stop = stopAfter > 0 ? stopper.schedule(this::sendStop, stopAfter, TimeUnit.MILLISECONDS) : null;
                Answer answer = answer();
                if (stop != null) {
                    stop.cancel(false);
                }
                if (answer.resigned) {
                    winner = Side.opponent(position.sideToMove());
                    break;
                }
                if (answer.mate) {
                    winner = answer.winner(position.sideToMove());
                    break;
                }
                if (answer.move == null) {
                    break;
                }
                if (Math.abs(answer.score) > MAX_SCORE) {
                    // Decided: some engines play on for a hundred plies, slowly, without resigning.
                    winner = answer.winner(position.sideToMove());
                    break;
                }
                int best;
                try {
                    best = UsiMoves.parse(position, answer.move);
                } catch (RuntimeException e) {
                    break; // e.g. a pawn-drop mate, which the engine lists and the rules forbid
                }
                if (answer.scored && !position.inCheck() && !isNoisy(position, best)) {
                    lines.add(position.toSfen() + "\t" + answer.score);
                    sides.add(position.sideToMove());
                }
                move = random.nextDouble() < RANDOM_MOVE_RATE ? legal[random.nextInt(count)] : best;
            }
            moves.add(UsiMoves.format(move));
            position.makeMove(move);
        }
        for (int i = 0; i < lines.size(); i++) {
            String result = winner < 0 ? "0.5" : winner == sides.get(i) ? "1" : "0";
            writer.write(lines.get(i) + "\t" + result + "\n");
        }
        return lines.size();
    }

    private static boolean isNoisy(Position position, int move) {
        return Moves.isPromotion(move) || !Moves.isDrop(move) && position.pieceOn(Moves.to(move)) != Piece.NONE;
    }

    /** A search's answer; {@code scored} is false when no info line gave a score. */
    private record Answer(String move, int score, boolean mate, boolean resigned, boolean scored) {
        /** The side the score favours, given the side to move. */
        int winner(int sideToMove) {
            return score > 0 ? sideToMove : Side.opponent(sideToMove);
        }
    }

    private Answer answer() throws IOException {
        int score = 0;
        boolean mate = false;
        boolean scored = false;
        while (true) {
            String line = fromEngine.readLine();
            if (line == null) {
                throw new IOException("the engine closed its output");
            }
            String[] words = line.trim().split("\\s+");
            if (words[0].equals("info")) {
                for (int i = 1; i + 1 < words.length; i++) {
                    if (words[i].equals("score") && i + 2 < words.length) {
                        mate = words[i + 1].equals("mate");
                        scored = true;
                        // A mate score's sign says who mates ("mate -3": the side to move is mated).
                        score = mate ? (words[i + 2].startsWith("-") ? -1 : 1) : Integer.parseInt(words[i + 2]);
                    }
                }
            } else if (words[0].equals("bestmove")) {
                boolean resigned = words.length > 1 && words[1].equals("resign");
                String move = words.length > 1 && !resigned && !words[1].equals("win") ? words[1] : null;
                return new Answer(move, score, mate, resigned, scored);
            }
        }
    }

    private void await(String word) throws IOException {
        String line;
        while ((line = fromEngine.readLine()) != null) {
            if (line.trim().equals(word)) {
                return;
            }
        }
        throw new IOException("the engine closed its output before '" + word + "'");
    }

    /** Sends {@code stop}; one that arrives after the search ended is ignored by USI engines. */
    private synchronized void sendStop() {
        try {
            toEngine.write("stop\n");
            toEngine.flush();
        } catch (IOException e) {
            // the engine is gone; the main thread will find out
        }
    }

    private synchronized void send(String line) throws IOException {
        toEngine.write(line + "\n");
        toEngine.flush();
    }
}
