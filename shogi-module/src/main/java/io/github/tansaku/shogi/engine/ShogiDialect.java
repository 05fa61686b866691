package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.EngineOption;
import io.github.tansaku.search.engine.ProtocolLoop;
import io.github.tansaku.search.engine.ScoreText;
import io.github.tansaku.search.tt.CachedEvaluator;
import io.github.tansaku.shogi.Board;
import io.github.tansaku.shogi.Declaration;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.eval.Evaluators;
import io.github.tansaku.shogi.eval.LearnedEvaluator;
import io.github.tansaku.shogi.eval.ShogiEvaluator;
import java.nio.file.Path;
import java.util.List;

/**
 * The shogi side of search-core's shared {@link ProtocolLoop}: USI's handshake words, SFEN
 * positions, USI move notation, {@code btime}/{@code binc} when sente (Black) is to move, scores
 * with mates counted in plies, and the shogi extras.
 *
 * <ul>
 *   <li>{@code bestmove resign} only when the side to move has no legal move. The engine does
 *       not resign a position it merely evaluates as lost, not even a proven short mate against
 *       it: playing on costs nothing, and an opponent under time pressure may miss the mate.
 *   <li>{@code bestmove win} when the entering-king declaration holds under the game's rule
 *       (CSA 27 points by default), checked before every non-ponder search.
 *   <li>{@code go mate} by the df-pn solver ({@link ShogiMateSearch}).
 *   <li>Option {@value #EVALUATOR}: one of {@link Evaluators#names()}; option {@value #MATE_IN_ONE}:
 *       the mate-in-one test in front of it ({@link MateInOneEvaluator}); option
 *       {@value #LEARNED_WEIGHTS}: a weight file for the learned evaluator.
 *   <li>Commands {@code d} (board, {@code Sfen:} and {@code Checkers:} lines) and {@code eval}
 *       (the current evaluator's trace); {@code bench} over the bench of {@link ShogiEngineProfile}.
 * </ul>
 */
public final class ShogiDialect implements Dialect<Position, Move> {

    /** The name of the evaluator option. */
    public static final String EVALUATOR = "Evaluator";

    /**
     * The name of the option that puts the mate-in-one test ({@link MateInOneEvaluator}) in
     * front of the evaluator. Off by default: it costs as much as a YaneuraOu evaluation, and the
     * search's own mate-in-one probe (search technique {@code Technique_MateInOneProbe}, on by
     * default) finds the same mates one ply earlier. Measured in
     * {@code docs/shogi-engine.md#the-mateinone-evaluator-option-off}.
     */
    public static final String MATE_IN_ONE = "MateInOne";

    /**
     * The name of the option that gives the learned evaluator a weight file (as
     * {@code bin/tansaku train-shogi-eval} writes it) in place of the shipped weights; the value
     * {@value #SHIPPED_WEIGHTS} restores them. A file that cannot be read is refused with the
     * reason and the weights in use stay.
     */
    public static final String LEARNED_WEIGHTS = "LearnedWeights";
    /** The {@value #LEARNED_WEIGHTS} value that names the shipped weights. */
    public static final String SHIPPED_WEIGHTS = "<shipped>";

    private final ShogiGame game;
    private final ShogiMateSearch mateSearch;
    private String evaluatorName = ShogiEngineProfile.EVALUATOR;
    private boolean mateInOne;
    /** The learned evaluator of the {@value #LEARNED_WEIGHTS} file, null for the shipped weights. */
    private LearnedEvaluator learnedFromFile;

    /** The dialect for {@code game}, with a mate search timed by {@code clock}. */
    public ShogiDialect(ShogiGame game, Clock clock) {
        this.game = game;
        this.mateSearch = new ShogiMateSearch(game, clock);
    }

    @Override
    public String handshakeCommand() {
        return "usi";
    }

    @Override
    public String handshakeReply() {
        return "usiok";
    }

    @Override
    public String newGameCommand() {
        return "usinewgame";
    }

    @Override
    public String engineName() {
        return ShogiEngineProfile.ENGINE_NAME;
    }

    @Override
    public String engineAuthor() {
        return ShogiEngineProfile.ENGINE_AUTHOR;
    }

    /**
     * {@code startpos} or {@code sfen <board> <side> <hands> [<move number>]}.
     *
     * @throws IllegalArgumentException (an {@link io.github.tansaku.shogi.SfenException} for a bad
     *     SFEN) naming the problem
     */
    @Override
    public Position parsePosition(String text) {
        String trimmed = text.strip();
        if (trimmed.equals("startpos")) {
            return Position.startPosition();
        }
        if (trimmed.startsWith("sfen ")) {
            return Position.fromSfen(trimmed.substring(5));
        }
        throw new IllegalArgumentException("position needs 'startpos' or 'sfen <sfen>', got '" + trimmed + "'");
    }

    /** The move written {@code text} in USI notation; the loop checks its legality. */
    @Override
    public Move parseMove(Position position, String text) {
        int code = Moves.parseUsi(text);
        if (code == 0) {
            throw new IllegalArgumentException("not a USI move: '" + text + "'");
        }
        return Move.of(code);
    }

    @Override
    public String formatMove(Move move) {
        return move.toString();
    }

    @Override
    public char clockFieldOfSideToMove(Position position) {
        return position.sideToMove() == Side.BLACK ? 'b' : 'w';
    }

    @Override
    public String formatScore(int score) {
        return ScoreText.usi(score);
    }

    @Override
    public String noMoveAnswer() {
        return "resign";
    }

    @Override
    public boolean canDeclareWin(Position position) {
        return Declaration.canDeclare(position, game.enteringKingRule());
    }

    @Override
    public MateSearch<Position> mateSearch() {
        return mateSearch;
    }

    @Override
    public List<String> benchPositions() {
        return ShogiEngineProfile.benchCommands();
    }

    @Override
    public int benchDepth() {
        return ShogiEngineProfile.BENCH_DEPTH;
    }

    @Override
    public void addOptions(Engine<Position, Move> engine) {
        if (uncached(engine.evaluator()) instanceof ShogiEvaluator e) {
            evaluatorName = e.name();
            mateInOne = e instanceof MateInOneEvaluator;
        }
        engine.addOption(EngineOption.combo(EVALUATOR, evaluatorName, Evaluators.names(), name -> {
            evaluatorName = name;
            engine.setEvaluator(currentEvaluator());
            // The margins follow the new evaluator's units; the user's option settings stay.
            engine.setSearchParameters(ShogiEngineProfile.searchOptions(name));
        }));
        engine.addOption(EngineOption.check(MATE_IN_ONE, mateInOne, on -> {
            mateInOne = on;
            engine.setEvaluator(currentEvaluator());
        }));
        engine.addOption(EngineOption.string(LEARNED_WEIGHTS, SHIPPED_WEIGHTS, value -> {
            // Read first: a bad file throws here and leaves everything as it was.
            learnedFromFile = value.isEmpty() || value.equals(SHIPPED_WEIGHTS) ? null
                    : LearnedEvaluator.fromFile(Path.of(value));
            engine.setEvaluator(currentEvaluator());
        }));
    }

    /** The evaluator of the current option values. */
    private Evaluator<Position> currentEvaluator() {
        ShogiEvaluator evaluator = learnedFromFile != null && evaluatorName.equals(LearnedEvaluator.NAME)
                ? learnedFromFile : Evaluators.create(evaluatorName);
        return ShogiEngineProfile.evaluator(evaluator, mateInOne);
    }

    /** The evaluator behind the engine's cache, if it has one. */
    private static Evaluator<Position> uncached(Evaluator<Position> evaluator) {
        return evaluator instanceof CachedEvaluator<Position> cached ? cached.evaluator() : evaluator;
    }

    /** Handles {@code d} and {@code eval}. */
    @Override
    public boolean handle(String command, String arguments, ProtocolLoop<Position, Move> loop) {
        Position position = loop.engine().position();
        switch (command) {
            case "d" -> {
                for (String line : Board.diagram(position).split("\n")) {
                    loop.send(line);
                }
                loop.send("Sfen: " + position.toSfen());
                loop.send("Checkers: " + Board.checkersText(position));
                return true;
            }
            case "eval" -> {
                Evaluator<Position> evaluator = uncached(loop.engine().evaluator());
                if (evaluator instanceof ShogiEvaluator shogi) {
                    for (String line : shogi.trace(position).split("\n")) {
                        loop.send(line);
                    }
                } else {
                    loop.send("Evaluation: " + evaluator.evaluate(position) + " (side to move's view)");
                }
                return true;
            }
            default -> {
                return false;
            }
        }
    }
}
