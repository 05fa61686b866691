package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.algo.Technique;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.LineReader;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The playing chess engine over UCI: search-core's {@link Engine} and {@link ProtocolLoop} with
 * {@link ChessGame}, the production searcher with every technique on, an {@link EngineEvaluator}
 * (Stockfish-classical by default) and the {@link ChessEngineDialect}.
 *
 * <p>Every line goes to the shared loop; this class only looks at a few first, for what the issue
 * asks that the loop does differently:
 * <ul>
 *   <li>{@code go} tells the evaluator the root side, for contempt;</li>
 *   <li>{@code bench} runs without contempt, so that its node count is the search's signature
 *       whatever the option says.</li>
 * </ul>
 */
public final class UciEngine {

    private final Engine<Position, Move> engine;
    private final ProtocolLoop<Position, Move> loop;
    private final BufferedReader in;

    /** An engine reading commands from {@code in} and answering on {@code out}, on the system clock. */
    public UciEngine(BufferedReader in, PrintStream out) {
        this(in, out, Clock.system());
    }

    /** An engine reading {@code clock} (for tests of time management). */
    public UciEngine(BufferedReader in, PrintStream out, Clock clock) {
        ChessGame game = new ChessGame();
        this.engine = new Engine<>(game, new EngineEvaluator(Evaluators.DEFAULT),
                searchOptions(), clock, Engine.OptionNames.GENERIC);
        this.loop = new ProtocolLoop<>(engine, new ChessEngineDialect(), in, out);
        this.in = in;
    }

    /**
     * The engine's search settings: {@link SearchOptions#defaults()} with the check extension
     * off. Measured in self-play (3+0.05 s, 80 games in two runs): with the check extension the
     * engine scored 43 % against itself without it (checking moves are never reduced and
     * quiescence search answers every check, so the extra ply mostly inflates the tree). The
     * UCI option {@code Technique_CheckExtension} switches it back on.
     *
     * <p>Reductions of losing captures ({@link Technique#LOSING_CAPTURE_REDUCTIONS}) are off too,
     * pending more games: in self-play at 15,000 nodes per move they scored +16 Elo (800 games),
     * but against Stockfish 15.1 at UCI_Elo 2400 (10+0.1 s) the engine with them scored 38 % on
     * 60 openings where the engine without them scored 48 %. The UCI option
     * {@code Technique_LosingCaptureReductions} switches them on.
     *
     * <p>The mate-in-one probe ({@link Technique#MATE_IN_ONE_PROBE}) is off: chess's test
     * generates the moves and tries every check, about a move generation per check at every new
     * interior node, and it has not been measured in games; {@code Technique_MateInOneProbe}
     * switches it on. So is the same test at quiescence search's first ply
     * ({@link Technique#QS_MATE_IN_ONE_PROBE}, {@code Technique_QsMateInOneProbe}), and the
     * mate-threat guard ({@link Technique#MATE_THREAT_GUARD}, {@code Technique_MateThreatGuard})
     * and extension ({@link Technique#MATE_THREAT_EXTENSION}, {@code Technique_MateThreatExtension}),
     * which ask that test after a pass, for the same reason. The root mate check
     * ({@link Technique#ROOT_MATE_CHECK}, {@code Technique_RootMateCheck}) is off too: written
     * for shogi's long mates by checks, it has not been measured in chess.
     *
     * <p>Capture history ({@link Technique#CAPTURE_HISTORY}) is off: in self-play at 15,000
     * nodes per move it scored +164 =91 -145 and then +138 =96 -166 in two 400-game runs
     * (-4 Elo pooled, no gain); {@code Technique_CaptureHistory} switches it on.
     *
     * <p>Correction history ({@link Technique#CORRECTION_HISTORY}) is on. Keyed by the pawns and
     * the side to move alone ({@link ChessGame#structureKey(Position)}), in self-play at 15,000
     * nodes per move the engine with it scored +150 =114 -136 and +160 =95 -145 against itself
     * without it in two 400-game runs (+13 Elo pooled over 800 games). With the four kinds of
     * {@link ChessGame#structureKinds()} (pawns, White's pieces, Black's pieces, minor pieces and
     * kings; half the sum of their corrections applied) it scored +159 =102 -139 and
     * +167 =104 -129 against the pawns alone in two more 400-game runs (seeds 1602 and 1605;
     * +25 Elo pooled over 800 games). Keeping the tables across games ({@code ucinewgame})
     * instead of clearing them measured +149 =102 -149 (seed 1601): they are cleared.
     *
     * <p>Rewards at table cutoffs ({@link Technique#TT_CUTOFF_REWARD}) are on: in self-play at
     * 15,000 nodes per move the engine with them scored +157 =115 -128 and +153 =116 -131
     * against itself without them in two 400-game runs (seeds 1702 and 1703; +22 Elo pooled
     * over 800 games).
     *
     * <p>The singular extension's negative extension (search-core's default of one ply,
     * {@link SearchOptions#singularNegativeExtension()}) is kept: in self-play at 15,000 nodes
     * per move the engine with it scored +162 =107 -131 and +166 =93 -141 against itself
     * without it in two 400-game runs (seeds 1803 and 1804; +24 Elo pooled over 800 games).
     *
     * <p>Staged generation ({@link Technique#STAGED_GENERATION}) is off: it measured even. In
     * self-play at 15,000 nodes per move the engine with it scored +71 =54 -75 against itself
     * without it (200 games, seed 2002; -7 ± 41 Elo), and the bench to depth 16 took 29.7 s
     * against 28.4 s (mean of three runs each; 16,846,463 nodes against 16,986,376): chess
     * move generation is cheap, and a node that cuts early saves little by skipping it.
     */
    public static SearchOptions searchOptions() {
        return SearchOptions.defaults().supportedBy(new ChessGame()).with(Technique.CHECK_EXTENSION, false)
                .with(Technique.LOSING_CAPTURE_REDUCTIONS, false).with(Technique.MATE_IN_ONE_PROBE, false)
                .with(Technique.QS_MATE_IN_ONE_PROBE, false).with(Technique.CAPTURE_HISTORY, false)
                .with(Technique.STAGED_GENERATION, false).with(Technique.MATE_THREAT_GUARD, false)
                .with(Technique.MATE_THREAT_EXTENSION, false).with(Technique.ROOT_MATE_CHECK, false);
    }

    /** Serves UCI on standard input and output until {@code quit}. */
    public static void main(String[] args) throws IOException {
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream stdout = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        new UciEngine(stdin, stdout).run();
    }

    /** The engine facade (for tools and tests). */
    public Engine<Position, Move> engine() {
        return engine;
    }

    /** The protocol loop. */
    public ProtocolLoop<Position, Move> loop() {
        return loop;
    }

    /**
     * Reads and answers commands until {@code quit} or the end of the input, then stops any
     * search and ends the engine's thread.
     *
     * @throws IOException if reading the input fails
     */
    public void run() throws IOException {
        try {
            LineReader lines = loop.lineReader(in);
            String line;
            while ((line = lines.readLine()) != null) {
                if (!execute(line)) {
                    break;
                }
            }
        } finally {
            loop.close();
        }
    }

    /**
     * Answers one command line.
     *
     * @return {@code false} after {@code quit}
     */
    public boolean execute(String line) {
        String trimmed = line.strip();
        String[] words = trimmed.split("\\s+", 2);
        String arguments = words.length < 2 ? "" : words[1].strip();
        try {
            switch (words[0]) {
                case "go" -> {
                    if (!engine.isSearching()) {
                        ChessEngineDialect.engineEvaluator(engine).setRootSide(engine.position().sideToMove());
                    }
                }
                case "bench" -> {
                    return benchWithoutContempt(line);
                }
                default -> { }
            }
        } catch (RuntimeException | Error e) {
            loop.sendInfo("error: " + words[0] + " failed: " + e);
            return true;
        }
        return loop.execute(line);
    }

    private boolean benchWithoutContempt(String line) {
        EngineEvaluator evaluator = ChessEngineDialect.engineEvaluator(engine);
        int contempt = evaluator.contempt();
        evaluator.setContempt(0);
        try {
            return loop.execute(line);
        } finally {
            evaluator.setContempt(contempt);
        }
    }
}
