package io.github.tansaku.examples.bench;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Fen;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.engine.BenchPositions;
import io.github.tansaku.chess.engine.ChessDialect;
import io.github.tansaku.chess.engine.ChessEngineProfile;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import io.github.tansaku.search.SearchListener;
import io.github.tansaku.search.algo.Searcher;
import io.github.tansaku.search.engine.Engine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * One chess operation of the search, repeated over the 40 bench positions, for counting the
 * instructions it executes under an instruction counter (valgrind's callgrind): a warm-up of
 * {@code WARM} passes, a line {@code warm done} on standard output, a pause of {@code PAUSE}
 * milliseconds in which the JIT finishes compiling, a line {@code paused}, then, once a line
 * (or the end) is read from standard input, {@code COUNT} passes and a line
 * {@code done OPERATIONS}. The counter, switched on between {@code paused} and that line,
 * counts the measured passes alone; divided by the operations they are a figure the machine's
 * load does not move, unlike a time.
 *
 * <p>Operations, each over every position or every legal move of every position: {@code eval}
 * (the Stockfish-classical evaluation of a position), {@code gen} (its legal moves generated),
 * {@code noisy} and {@code quiet} (its legal noisy moves, or quiet ones, generated: the two
 * stages of a staged picker),
 * {@code make} (a move made and taken back), {@code see} (the exchange test at threshold 0),
 * {@code check} (whether the move gives check). The positions carry the evaluator's
 * piece-square sums, as in a search, so {@code make} keeps them up to date. And one whole
 * operation: {@code search}, the engine's {@code bench} (each position searched to a fixed
 * depth, an optional fifth argument, {@value ChessEngineProfile#BENCH_DEPTH} by default, from a
 * cleared table and history, with the bench's own searcher), counted per node, so that the
 * instructions a node costs can stand beside the reference engine's.
 *
 * <pre>java -cp tansaku.jar io.github.tansaku.examples.bench.OperationLoop make 15000 1000 90000 &lt; /dev/null
 *java -cp tansaku.jar io.github.tansaku.examples.bench.OperationLoop search 3 1 90000 8 &lt; /dev/null</pre>
 *
 * {@code examples/scripts/profile_vs_reference.py ops} runs it under callgrind.
 */
public final class OperationLoop {

    private static final List<String> OPERATIONS = List.of("eval", "gen", "noisy", "quiet", "make", "see", "check", "search");

    private final Position[] positions;
    private final int[][] moves;
    private final StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
    private final ChessGame game = new ChessGame();
    private final int[] buffer = new int[MoveGenerator.MAX_MOVES];
    /** Folds every result in, so that the JIT cannot drop an operation as unused. */
    private long checksum;
    /** The depth of {@code search}. */
    private final int depth;
    /** The engine's {@code SearchParameters} option for {@code search}; empty: the chess profile's. */
    private final String searchParameters;
    /** The engine of {@code search} and its bench's searcher, made at the first pass. */
    private Engine<Position, Move> engine;
    private Searcher<Position, Move> searcher;
    /** The nodes of the last pass of {@code search}: the same in every pass, at a fixed depth. */
    private long nodesPerPass;

    private OperationLoop(int depth, String searchParameters) {
        this.depth = depth;
        this.searchParameters = searchParameters;
        List<String> fens = BenchPositions.fens();
        positions = new Position[fens.size()];
        moves = new int[fens.size()][];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = Fen.parse(fens.get(i));
            evaluator.evaluateInternal(positions[i]); // attaches the piece-square sum, as a search does
            int n = MoveGenerator.generateLegal(positions[i], buffer, 0);
            moves[i] = Arrays.copyOf(buffer, n);
        }
    }

    /** Operations in one pass of {@code operation}. */
    private long operationsPerPass(String operation) {
        if (operation.equals("search")) {
            return nodesPerPass;
        }
        if (operation.equals("eval") || operation.equals("gen") || operation.equals("noisy")
                || operation.equals("quiet")) {
            return positions.length;
        }
        long n = 0;
        for (int[] m : moves) {
            n += m.length;
        }
        return n;
    }

    /** Runs {@code passes} passes of {@code operation}, one loop per operation so that no pass decides which. */
    private void run(String operation, long passes) {
        switch (operation) {
            case "eval" -> evaluate(passes);
            case "gen" -> generate(passes);
            case "noisy" -> generateNoisy(passes);
            case "quiet" -> generateQuiet(passes);
            case "make" -> makeAndUnmake(passes);
            case "see" -> exchange(passes);
            case "check" -> givesCheck(passes);
            case "search" -> search(passes);
            default -> throw new IllegalStateException(operation);
        }
    }

    private void evaluate(long passes) {
        for (long pass = 0; pass < passes; pass++) {
            for (Position p : positions) {
                checksum += evaluator.evaluateInternal(p);
            }
        }
    }

    private void generate(long passes) {
        for (long pass = 0; pass < passes; pass++) {
            for (Position p : positions) {
                checksum += MoveGenerator.generateLegal(p, buffer, 0);
            }
        }
    }

    private void generateNoisy(long passes) {
        for (long pass = 0; pass < passes; pass++) {
            for (Position p : positions) {
                checksum += MoveGenerator.generateNoisy(p, buffer, 0);
            }
        }
    }

    private void generateQuiet(long passes) {
        for (long pass = 0; pass < passes; pass++) {
            for (Position p : positions) {
                checksum += MoveGenerator.generateQuiet(p, buffer, 0);
            }
        }
    }

    private void makeAndUnmake(long passes) {
        for (long pass = 0; pass < passes; pass++) {
            for (int i = 0; i < positions.length; i++) {
                Position p = positions[i];
                for (int move : moves[i]) {
                    game.makeLegalMove(p, move);
                    checksum += p.key();
                    game.unmakeMove(p, move);
                }
            }
        }
    }

    private void exchange(long passes) {
        for (long pass = 0; pass < passes; pass++) {
            for (int i = 0; i < positions.length; i++) {
                Position p = positions[i];
                for (int move : moves[i]) {
                    checksum += game.seeAtLeast(p, move, 0) ? 1 : 0;
                }
            }
        }
    }

    private void givesCheck(long passes) {
        for (long pass = 0; pass < passes; pass++) {
            for (int i = 0; i < positions.length; i++) {
                Position p = positions[i];
                for (int move : moves[i]) {
                    checksum += game.givesCheck(p, move) ? 1 : 0;
                }
            }
        }
    }

    private void search(long passes) {
        if (searcher == null) {
            engine = ChessEngineProfile.newEngine(Clock.system());
            if (!searchParameters.isEmpty()) {
                engine.setOption("SearchParameters", searchParameters);
            }
            searcher = engine.benchSearcher(new ChessDialect().benchEvaluator(engine.evaluator()));
        }
        for (long pass = 0; pass < passes; pass++) {
            long nodes = 0;
            for (Position p : positions) {
                searcher.table().clear();
                searcher.clearHistory();
                nodes += searcher.search(p.copy(), SearchLimits.depth(depth), SearchListener.silent()).nodes();
            }
            nodesPerPass = nodes;
            checksum += nodes;
        }
    }

    /**
     * Runs one operation: {@code OPERATION WARM COUNT PAUSE [DEPTH [SEARCH_PARAMETERS]]}.
     *
     * @param args the operation, the warm-up passes, the measured passes, the pause in
     *     milliseconds and, for {@code search}, the depth and the engine's {@code SearchParameters}
     *     option (e.g. {@code quietThreatEscape=2500}), so that a switched-off rule's work can be
     *     counted without a build of its own
     * @throws InterruptedException if the pause is interrupted
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws InterruptedException, IOException {
        String usage = "usage: OperationLoop " + String.join("|", OPERATIONS)
                + " WARM COUNT PAUSE_MS [DEPTH [SEARCH_PARAMETERS], search only]";
        if (args.length < 4 || args.length > 6 || !OPERATIONS.contains(args[0])
                || args.length >= 5 && !args[0].equals("search")) {
            System.err.println(usage);
            System.exit(2);
        }
        String operation = args[0];
        long warm;
        long count;
        long pause;
        int depth;
        try {
            warm = Long.parseLong(args[1]);
            count = Long.parseLong(args[2]);
            pause = Long.parseLong(args[3]);
            depth = args.length == 5 ? Integer.parseInt(args[4]) : ChessEngineProfile.BENCH_DEPTH;
        } catch (NumberFormatException e) {
            System.err.println(usage + " (" + e.getMessage() + ")");
            System.exit(2);
            return;
        }
        if (warm < 0 || count < 1 || pause < 0 || depth < 1) {
            System.err.println(usage + " (WARM and PAUSE_MS at least 0, COUNT and DEPTH at least 1)");
            System.exit(2);
        }
        OperationLoop loop = new OperationLoop(depth, args.length == 6 ? args[5] : "");
        loop.run(operation, warm);
        System.out.println("warm done");
        System.out.flush();
        Thread.sleep(pause);
        System.out.println("paused");
        System.out.flush();
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        loop.run(operation, count);
        System.out.println("done " + count * loop.operationsPerPass(operation) + " checksum " + loop.checksum);
        if (loop.engine != null) {
            loop.searcher.close();
            loop.engine.close();
        }
    }
}
