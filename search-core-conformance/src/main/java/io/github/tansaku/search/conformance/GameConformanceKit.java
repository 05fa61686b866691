package io.github.tansaku.search.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tansaku.search.CheckDetection;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.LegalMoveCounting;
import io.github.tansaku.search.LegalMoveGeneration;
import io.github.tansaku.search.MateInOneDetection;
import io.github.tansaku.search.MoveIndexing;
import io.github.tansaku.search.MoveLegality;
import io.github.tansaku.search.MovedPieceIndexing;
import io.github.tansaku.search.NoisyMoves;
import io.github.tansaku.search.NullMoves;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;
import io.github.tansaku.search.QuietChecks;
import io.github.tansaku.search.QuietMoves;
import io.github.tansaku.search.StaticExchange;
import io.github.tansaku.search.StructureHashing;
import io.github.tansaku.search.perft.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Checks a {@link Game} against the contract of the game SPI. Extend it in a test class of your
 * game and implement {@link #game()}, {@link #startPositions()} and {@link #describe}:
 *
 * <pre>{@code
 * class MyGameConformanceTest extends GameConformanceKit<MyPosition, MyMove> {
 *     protected Game<MyPosition, MyMove> game() { return new MyGame(); }
 *     protected List<MyPosition> startPositions() { return List.of(game().newPosition()); }
 *     protected String describe(MyPosition p) { return p.toFen(); }
 * }
 * }</pre>
 *
 * <p>Most checks run along seeded random playouts from each start position: {@link #playouts()}
 * games of at most {@link #maxPlayoutPlies()} plies each, with uniformly random legal moves,
 * stopping when {@link Game#outcome} reports an end or no move is legal. At every node the check
 * of the test method runs against every generated move. A failure message names the start
 * position, the playout and the moves that led to the failing node, so it can be replayed.
 *
 * <p>Every check makes and unmakes the generated moves, so the walk checks its own use of them
 * first: at each node, before the check runs, each generated move is made and unmade (or
 * refused) and the position and its hash must come back unchanged. A broken
 * {@code unmakeMove} thus fails every check with the same message, naming the move and the
 * position before it, instead of corrupting the position the checks then look at. A move the
 * walk found legal must stay legal: the checks never unmake a move {@code makeMove} refused.
 *
 * <p>Checks of optional capabilities ({@link PositionHashing}, {@link NoisyMoves},
 * {@link NullMoves}, {@link CheckDetection}, {@link LegalMoveCounting}, {@link LegalMoveGeneration}, {@link MoveIndexing},
 * {@link StaticExchange}, {@link QuietChecks}, {@link QuietMoves}, {@link MateInOneDetection}, {@link StructureHashing},
 * {@link MoveLegality})
 * are skipped (JUnit "aborted") for games that do not implement them. The perft check reads a
 * data file named by {@link #perftResource()}; see there for its format.
 *
 * <p>The checks, one test method each: games that end, make/unmake round trip, incremental hash,
 * move codec, distinct in-place generation, legal moves, noisy moves, quiet moves, quiet checks,
 * null move, legal move count, legal-only generation, legality of any code, structure key, gives check, mate in one, move indexes, static
 * exchange, positions without moves, side-effect-free queries, copies, perft (with the per-move
 * divide of a mismatch). The test methods are public so that other code (this kit's own tests)
 * can call them.
 *
 * <p>Perft counts follow the move generator only (see {@link Perft}): a game whose play ends for
 * reasons other than having no move (a completed line in tic-tac-toe) must generate no moves
 * once it has ended for its counts to match the usual published numbers.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public abstract class GameConformanceKit<P, M> {

    /** The game under test. Called once per test method. */
    protected abstract Game<P, M> game();

    /** Positions the playouts start from; the kit works on copies and leaves them unchanged. */
    protected abstract List<P> startPositions();

    /**
     * A complete text of the position's state (a FEN, an SFEN), used to compare positions: two
     * positions are the same exactly when their descriptions are equal. Include everything
     * {@code unmakeMove} must restore, such as castling rights and move counters.
     */
    protected abstract String describe(P position);

    /**
     * Reads a position from the text form used in the perft data file. Override it together
     * with {@link #perftResource()}.
     *
     * @throws UnsupportedOperationException unless overridden
     */
    protected P parse(String text) {
        throw new UnsupportedOperationException(getClass().getName()
                + " names a perft resource but does not override parse(String)");
    }

    /**
     * The classpath resource holding perft data, or {@code null} (the default) for none. Each
     * line is {@code <position text> ;D1 <count> ;D2 <count> ...}, where the position text is
     * what {@link #parse} reads; blank lines and lines starting with {@code #} are ignored. Only
     * the depths listed are checked, and only those whose count is at most
     * {@link #maxPerftNodes()}.
     */
    protected String perftResource() {
        return null;
    }

    /** Perft depths with a larger expected count are skipped, to keep the test fast. */
    protected long maxPerftNodes() {
        return 2_000_000L;
    }

    /** The number of random playouts from each start position. */
    protected int playouts() {
        return 12;
    }

    /**
     * The longest playout the checks follow, in plies; the checks see only the first plies of a
     * longer game. Whether the games end at all is {@link #playoutsReachAnEnd}'s question, with
     * the longer limit {@link #maxGamePlies()}.
     */
    protected int maxPlayoutPlies() {
        return 200;
    }

    /**
     * The longest random game {@link #playoutsReachAnEnd} accepts, in plies: a playout still going
     * after this many plies is reported as a game that does not end. Raise it for a game whose
     * random games are longer.
     */
    protected int maxGamePlies() {
        return 5_000;
    }

    /** The seed of the random playouts; each start position and playout derives its own. */
    protected long seed() {
        return 0x7A45A4_2024L;
    }

    // ----------------------------------------------------------------------------------------
    // The checks

    /**
     * Every random game ends within {@link #maxGamePlies()} plies: {@link Game#outcome} reports
     * an end, or no move is legal. A game that never ends (endless passes, a repetition rule
     * that is never applied) passes every other check, since each follows a playout only for
     * {@link #maxPlayoutPlies()} plies; here the playouts, the same as theirs, go on unchecked
     * until the game ends.
     */
    @Test
    public void playoutsReachAnEnd() {
        Game<P, M> game = game();
        List<P> starts = startPositions();
        assertThat(starts).as("startPositions()").isNotEmpty();
        int[] moves = new int[game.maxMoves()];
        for (int s = 0; s < starts.size(); s++) {
            for (int playout = 0; playout < playouts(); playout++) {
                SplittableRandom random = new SplittableRandom(seed() + 1_000_003L * s + playout);
                Node node = startNode(game, starts, s, playout);
                int ply = 0;
                while (!game.outcome(node.position, ply).isOver()) {
                    int legal = legalMovesInto(game, node.position, moves);
                    if (legal == 0) {
                        break;
                    }
                    if (ply == maxGamePlies()) {
                        fail(node.where("The playout still goes on after maxGamePlies() = " + maxGamePlies()
                                + " plies: Game.outcome reported no end and a legal move remained (a game that never"
                                + " ends?)").get());
                    }
                    int move = moves[random.nextInt(legal)];
                    makeLegal(game, node, move, "playing it in the playout");
                    node.path.add(move);
                    ply++;
                }
            }
        }
    }

    /** The legal moves of {@code position}, written to {@code moves}; returns their number. */
    private static <P> int legalMovesInto(Game<P, ?> game, P position, int[] moves) {
        int generated = game.generateMoves(position, moves, 0);
        int legal = 0;
        for (int i = 0; i < generated; i++) {
            int move = moves[i];
            if (move != Game.NO_MOVE && game.makeMove(position, move)) {
                game.unmakeMove(position, move);
                moves[legal++] = move;
            }
        }
        return legal;
    }

    /**
     * Making and unmaking any generated move restores the position exactly, and a move that
     * {@code makeMove} rejects leaves the position unchanged.
     */
    @Test
    public void makeThenUnmakeRestoresThePosition() {
        Game<P, M> game = game();
        PositionHashing<P> hashing = capability(game, PositionHashing.class);
        walk(game, node -> {
            for (int i = 0; i < node.generatedCount; i++) {
                int move = node.generated[i];
                String before = describe(node.position);
                long hashBefore = hashing == null ? 0 : hashing.hash(node.position);
                boolean legal = game.makeMove(node.position, move);
                if (legal) {
                    game.unmakeMove(node.position, move);
                }
                String what = legal ? "after make and unmake of " : "after makeMove rejected ";
                assertThat(describe(node.position)).as(node.where(what + node.name(move))).isEqualTo(before);
                if (hashing != null) {
                    assertThat(hashing.hash(node.position)).as(node.where("hash " + what + node.name(move)))
                            .isEqualTo(hashBefore);
                }
            }
        });
    }

    /**
     * The incrementally updated hash equals the hash computed from scratch after every move, and
     * differs from the hash before the move.
     */
    @Test
    public void incrementalHashEqualsRecomputedHash() {
        Game<P, M> game = game();
        PositionHashing<P> hashing = requireCapability(game, PositionHashing.class);
        walk(game, node -> {
            assertThat(hashing.hash(node.position)).as(node.where("incremental hash"))
                    .isEqualTo(hashing.recomputeHash(node.position));
            long before = hashing.hash(node.position);
            for (int move : node.legal) {
                makeLegal(game, node, move, "to compare the hashes after it");
                long incremental = hashing.hash(node.position);
                long recomputed = hashing.recomputeHash(node.position);
                game.unmakeMove(node.position, move);
                assertThat(incremental).as(node.where("incremental hash after " + node.name(move)))
                        .isEqualTo(recomputed);
                // A move changes at least the side to move, so the key must change too.
                assertThat(incremental).as(node.where("hash after " + node.name(move) + " (must differ from before it)"))
                        .isNotEqualTo(before);
            }
        });
    }

    /**
     * Generated codes are never {@link Game#NO_MOVE}, and {@code codeOf(moveOf(code)) == code}
     * for each of them.
     */
    @Test
    public void moveCodecRoundTrips() {
        Game<P, M> game = game();
        walk(game, node -> {
            for (int i = 0; i < node.generatedCount; i++) {
                int code = node.generated[i];
                assertThat(code).as(node.where("generated move " + i)).isNotEqualTo(Game.NO_MOVE);
                M move = game.moveOf(code);
                assertThat(move).as(node.where("moveOf(" + code + ")")).isNotNull();
                assertThat(game.codeOf(move)).as(node.where("codeOf(moveOf(" + code + ")) for " + move))
                        .isEqualTo(code);
            }
        });
    }

    /**
     * No move is generated twice, the count stays within {@link Game#maxMoves()}, and moves are
     * written from the given start index without touching the rest of the buffer.
     */
    @Test
    public void generatedMovesAreDistinctAndInPlace() {
        Game<P, M> game = game();
        int max = game.maxMoves();
        int sentinel = 0x5E_71_AE1;
        walk(game, node -> {
            assertThat(node.generatedCount).as(node.where("number of generated moves")).isBetween(0, max);
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < node.generatedCount; i++) {
                if (!seen.add(node.generated[i])) {
                    fail(node.where("move " + node.name(node.generated[i]) + " generated twice").get());
                }
            }
            int[] offset = new int[2 * max + 2];
            Arrays.fill(offset, sentinel);
            int n = game.generateMoves(node.position, offset, max + 1);
            assertThat(Arrays.copyOfRange(offset, max + 1, max + 1 + n))
                    .as(node.where("moves generated from index " + (max + 1)))
                    .containsExactly(Arrays.copyOf(node.generated, node.generatedCount));
            assertThat(Arrays.copyOf(offset, max + 1)).as(node.where("buffer before the start index"))
                    .containsOnly(sentinel);
        });
    }

    /** {@link Game#legalMoves} is exactly the set of generated moves that {@code makeMove} accepts. */
    @Test
    public void legalMovesAreTheAcceptedGeneratedMoves() {
        Game<P, M> game = game();
        walk(game, node -> {
            List<M> expected = new ArrayList<>();
            for (int move : node.legal) {
                expected.add(game.moveOf(move));
            }
            assertThat(game.legalMoves(node.position)).as(node.where("legalMoves()"))
                    .containsExactlyInAnyOrderElementsOf(expected);
        });
    }

    /**
     * {@code makeMove} refuses every code that is not a legal move here, and leaves the position
     * as it was: the search tries the transposition table's move before generating any, and an
     * entry can belong to another position with the same key. Tried with the moves generated
     * at the last few nodes of the playouts.
     */
    @Test
    public void makeMoveRefusesMovesOfOtherPositions() {
        Game<P, M> game = game();
        ArrayDeque<int[]> recent = new ArrayDeque<>();
        walk(game, node -> {
            Set<Integer> legal = new HashSet<>(node.legal);
            String before = describe(node.position);
            for (int[] earlier : recent) {
                for (int move : earlier) {
                    if (move == Game.NO_MOVE || legal.contains(move)) {
                        continue;
                    }
                    boolean made = game.makeMove(node.position, move);
                    if (made) {
                        game.unmakeMove(node.position, move);
                    }
                    assertThat(made).as(node.where("makeMove of " + node.name(move) + ", a move of an earlier node"))
                            .isFalse();
                    assertThat(describe(node.position))
                            .as(node.where("the position after refusing " + node.name(move))).isEqualTo(before);
                }
            }
            recent.addFirst(Arrays.copyOf(node.generated, node.generatedCount));
            if (recent.size() > RECENT_NODES) {
                recent.removeLast();
            }
        });
    }

    /**
     * How many earlier nodes' moves {@link #makeMoveRefusesMovesOfOtherPositions} and
     * {@link #isLegalAgreesWithMakeMove} try.
     */
    private static final int RECENT_NODES = 4;

    /**
     * Noisy moves are legal moves (pseudo-legal ones are refused by {@code makeMove}, and a game
     * with {@link LegalMoveGeneration} writes none), and (when the side to move is not in check,
     * where games may generate all evasions) exactly the legal moves that
     * {@link NoisyMoves#isNoisy} calls noisy.
     */
    @Test
    public void noisyMovesAgreeWithIsNoisy() {
        Game<P, M> game = game();
        NoisyMoves<P> noisy = requireCapability(game, NoisyMoves.class);
        CheckDetection<P> checks = capability(game, CheckDetection.class);
        boolean legalOnly = game instanceof LegalMoveGeneration<?>;
        int[] buffer = new int[game.maxMoves()];
        walk(game, node -> {
            int n = noisy.generateNoisyMoves(node.position, buffer, 0);
            Set<Integer> acceptedNoisy = new LinkedHashSet<>();
            for (int i = 0; i < n; i++) {
                int move = buffer[i];
                if (!acceptedNoisy.add(move)) {
                    fail(node.where("noisy move " + node.name(move) + " generated twice").get());
                }
                if (game.makeMove(node.position, move)) {
                    game.unmakeMove(node.position, move);
                } else if (legalOnly) {
                    fail(node.where("noisy move " + node.name(move) + " is not legal, but the game has "
                            + "LegalMoveGeneration, whose search makes it untested").get());
                } else {
                    acceptedNoisy.remove(move);
                }
            }
            assertThat(node.legal).as(node.where("legal moves (noisy moves must be among them)"))
                    .containsAll(acceptedNoisy);
            if (checks != null && checks.inCheck(node.position)) {
                return;
            }
            Set<Integer> calledNoisy = new LinkedHashSet<>();
            for (int move : node.legal) {
                if (noisy.isNoisy(node.position, move)) {
                    calledNoisy.add(move);
                }
            }
            assertThat(names(game, acceptedNoisy)).as(node.where("generateNoisyMoves vs the legal moves isNoisy accepts"))
                    .containsExactlyInAnyOrderElementsOf(names(game, calledNoisy));
        });
    }

    /**
     * When the side to move is not in check, the quiet moves written after the noisy ones
     * complete them to exactly the moves {@link Game#generateMoves} writes, each once; none of
     * them is noisy, and they come in the order {@code generateMoves} writes them.
     */
    @Test
    public void quietMovesCompleteTheNoisyMoves() {
        Game<P, M> game = game();
        QuietMoves<P> quietMoves = requireCapability(game, QuietMoves.class);
        NoisyMoves<P> noisy = requireCapability(game, NoisyMoves.class);
        CheckDetection<P> checks = capability(game, CheckDetection.class);
        int[] staged = new int[game.maxMoves()];
        walk(game, node -> {
            if (checks != null && checks.inCheck(node.position)) {
                return;
            }
            int noisyCount = noisy.generateNoisyMoves(node.position, staged, 0);
            int end = noisyCount + quietMoves.generateQuietMoves(node.position, staged, noisyCount);
            List<Integer> everyMove = codes(node.generated, 0, node.generatedCount);
            List<Integer> quietInOrder = new ArrayList<>();
            for (int move : everyMove) {
                if (!noisy.isNoisy(node.position, move)) {
                    quietInOrder.add(move);
                }
            }
            assertThat(names(game, codes(staged, noisyCount, end)))
                    .as(node.where("generateQuietMoves vs the quiet moves of generateMoves, in order"))
                    .containsExactlyElementsOf(names(game, quietInOrder));
            assertThat(names(game, codes(staged, 0, end))).as(node.where("noisy then quiet moves vs generateMoves"))
                    .containsExactlyInAnyOrderElementsOf(names(game, everyMove));
        });
    }

    /**
     * The quiet checks are exactly the legal moves that are not noisy and after which the
     * opponent is in check (found by making each move); none when the side to move is in
     * check. They are asked for after the noisy moves in the same array, as the searcher does.
     */
    @Test
    public void quietChecksAreTheQuietLegalMovesThatCheck() {
        Game<P, M> game = game();
        QuietChecks<P> quietChecks = requireCapability(game, QuietChecks.class);
        NoisyMoves<P> noisy = requireCapability(game, NoisyMoves.class);
        CheckDetection<P> checks = requireCapability(game, CheckDetection.class);
        int[] buffer = new int[game.maxMoves()];
        walk(game, node -> {
            boolean inCheck = checks.inCheck(node.position);
            int start = inCheck ? 0 : noisy.generateNoisyMoves(node.position, buffer, 0);
            int n = quietChecks.generateQuietChecks(node.position, buffer, start);
            Set<Integer> generated = new LinkedHashSet<>();
            for (int i = start; i < start + n; i++) {
                if (!generated.add(buffer[i])) {
                    fail(node.where("quiet check " + node.name(buffer[i]) + " generated twice").get());
                }
            }
            Set<Integer> expected = new LinkedHashSet<>();
            for (int move : inCheck ? List.<Integer>of() : node.legal) {
                if (!noisy.isNoisy(node.position, move) && game.makeMove(node.position, move)) {
                    if (checks.inCheck(node.position)) {
                        expected.add(move);
                    }
                    game.unmakeMove(node.position, move);
                }
            }
            assertThat(names(game, generated)).as(node.where("generateQuietChecks vs the quiet legal moves that check"))
                    .containsExactlyInAnyOrderElementsOf(names(game, expected));
        });
    }

    /** A null move and its unmake restore the position; the hash stays consistent and changes. */
    @Test
    public void nullMoveRoundTrips() {
        Game<P, M> game = game();
        NullMoves<P> nulls = requireCapability(game, NullMoves.class);
        CheckDetection<P> checks = capability(game, CheckDetection.class);
        PositionHashing<P> hashing = capability(game, PositionHashing.class);
        walk(game, node -> {
            if (!nulls.nullMoveAllowed(node.position) || checks != null && checks.inCheck(node.position)) {
                return;
            }
            String before = describe(node.position);
            long hashBefore = hashing == null ? 0 : hashing.hash(node.position);
            nulls.makeNullMove(node.position);
            String passed = describe(node.position);
            long hashPassed = hashing == null ? 0 : hashing.hash(node.position);
            long recomputed = hashing == null ? 0 : hashing.recomputeHash(node.position);
            nulls.unmakeNullMove(node.position);
            assertThat(passed).as(node.where("position after a null move")).isNotEqualTo(before);
            assertThat(describe(node.position)).as(node.where("after null move and unmake")).isEqualTo(before);
            if (hashing != null) {
                assertThat(hashPassed).as(node.where("incremental hash after a null move")).isEqualTo(recomputed);
                assertThat(hashPassed).as(node.where("hash after a null move (the side to move changed)"))
                        .isNotEqualTo(hashBefore);
                assertThat(hashing.hash(node.position)).as(node.where("hash after null move and unmake"))
                        .isEqualTo(hashBefore);
            }
        });
    }

    /**
     * The structure keys depend on the position alone: the game keys at least one kind, kind 0
     * is {@code structureKey(p)}, {@code structureKeys} gives every kind's key at once, and for
     * every kind a copy has the same key, making and unmaking a move restores it, and a move
     * (which hands the turn over) changes it.
     */
    @Test
    public void structureKeyDependsOnThePositionOnly() {
        Game<P, M> game = game();
        StructureHashing<P> structure = requireCapability(game, StructureHashing.class);
        int kinds = structure.structureKinds();
        assertThat(kinds).as("structureKinds()").isPositive();
        walk(game, node -> {
            assertThat(structure.structureKey(node.position, 0)).as(node.where("structure key of kind 0"))
                    .isEqualTo(structure.structureKey(node.position));
            long[] keys = new long[kinds];
            structure.structureKeys(node.position, keys);
            for (int kind = 0; kind < kinds; kind++) {
                assertThat(keys[kind]).as(node.where("structureKeys' key of kind " + kind))
                        .isEqualTo(structure.structureKey(node.position, kind));
            }
            for (int kind = 0; kind < kinds; kind++) {
                String what = "structure key of kind " + kind;
                long before = structure.structureKey(node.position, kind);
                assertThat(structure.structureKey(game.copy(node.position), kind)).as(node.where(what + " of a copy"))
                        .isEqualTo(before);
                for (int move : node.legal) {
                    makeLegal(game, node, move, "to read the structure key after it");
                    long after = structure.structureKey(node.position, kind);
                    game.unmakeMove(node.position, move);
                    assertThat(after).as(node.where(what + " after " + node.name(move) + " (the side to move changed)"))
                            .isNotEqualTo(before);
                    assertThat(structure.structureKey(node.position, kind))
                            .as(node.where(what + " after make and unmake of " + node.name(move))).isEqualTo(before);
                }
            }
        });
    }

    /** {@link LegalMoveCounting#countLegalMoves} equals the number of legal moves. */
    @Test
    public void legalMoveCountMatches() {
        Game<P, M> game = game();
        LegalMoveCounting<P> counting = requireCapability(game, LegalMoveCounting.class);
        walk(game, node -> assertThat(counting.countLegalMoves(node.position)).as(node.where("countLegalMoves"))
                .isEqualTo(node.legal.size()));
    }

    /**
     * {@link LegalMoveGeneration}: every generated move is legal, and {@code makeLegalMove} leaves
     * the position {@code makeMove} leaves (and its hash), which {@code unmakeMove} restores.
     */
    @Test
    public void generatedMovesAreLegalAndMadeAlike() {
        Game<P, M> game = game();
        LegalMoveGeneration<P> generation = requireCapability(game, LegalMoveGeneration.class);
        PositionHashing<P> hashing = capability(game, PositionHashing.class);
        walk(game, node -> {
            assertThat(node.legal.size()).as(node.where("legal moves among the generated ones"))
                    .isEqualTo(node.generatedCount);
            String before = describe(node.position);
            for (int i = 0; i < node.generatedCount; i++) {
                int move = node.generated[i];
                game.makeMove(node.position, move);
                String made = describe(node.position);
                long hash = hashing == null ? 0 : hashing.hash(node.position);
                game.unmakeMove(node.position, move);
                generation.makeLegalMove(node.position, move);
                assertThat(describe(node.position)).as(node.where("after makeLegalMove of " + node.name(move)))
                        .isEqualTo(made);
                if (hashing != null) {
                    assertThat(hashing.hash(node.position)).as(node.where("hash after makeLegalMove of " + node.name(move)))
                            .isEqualTo(hash);
                }
                game.unmakeMove(node.position, move);
                assertThat(describe(node.position)).as(node.where("after unmaking makeLegalMove of " + node.name(move)))
                        .isEqualTo(before);
            }
        });
    }

    /**
     * {@link MoveLegality}: {@code isLegal} accepts exactly the codes {@code makeMove} makes, and
     * leaves the position as it was. Asked of the node's own generated moves and of the moves
     * generated at the last few nodes of the playouts (the codes a search carries over from
     * sibling positions as killers).
     */
    @Test
    public void isLegalAgreesWithMakeMove() {
        Game<P, M> game = game();
        MoveLegality<P> legality = requireCapability(game, MoveLegality.class);
        ArrayDeque<int[]> recent = new ArrayDeque<>();
        walk(game, node -> {
            Set<Integer> codes = new LinkedHashSet<>(codes(node.generated, 0, node.generatedCount));
            for (int[] earlier : recent) {
                codes.addAll(codes(earlier, 0, earlier.length));
            }
            String before = describe(node.position);
            for (int code : codes) {
                boolean told = legality.isLegal(node.position, code);
                assertThat(describe(node.position)).as(node.where("the position after isLegal(" + node.name(code) + ")"))
                        .isEqualTo(before);
                boolean made = game.makeMove(node.position, code);
                if (made) {
                    game.unmakeMove(node.position, code);
                }
                assertThat(told).as(node.where("isLegal vs makeMove of " + node.name(code))).isEqualTo(made);
            }
            recent.addFirst(Arrays.copyOf(node.generated, node.generatedCount));
            if (recent.size() > RECENT_NODES) {
                recent.removeLast();
            }
        });
    }

    /**
     * {@link CheckDetection#givesCheck} before a move agrees with {@link CheckDetection#inCheck}
     * after it.
     */
    @Test
    public void givesCheckAgreesWithInCheckAfterTheMove() {
        Game<P, M> game = game();
        CheckDetection<P> checks = requireCapability(game, CheckDetection.class);
        walk(game, node -> {
            for (int move : node.legal) {
                boolean predicted = checks.givesCheck(node.position, move);
                makeLegal(game, node, move, "to ask inCheck after it");
                boolean actual = checks.inCheck(node.position);
                game.unmakeMove(node.position, move);
                assertThat(predicted).as(node.where("givesCheck(" + node.name(move) + ") vs inCheck after it"))
                        .isEqualTo(actual);
            }
        });
    }

    /**
     * A move {@link MateInOneDetection#findMateInOne} returns (asked only when the side to move is
     * not in check) is legal and mates: afterwards the game reports a loss for the opponent, or
     * it goes on but the opponent has no legal move and having none is a loss. The position is
     * left as it was. (The test may miss mates, so a {@code NO_MOVE} answer is not checked.)
     */
    @Test
    public void aMateInOneFoundIsALegalMoveThatMates() {
        Game<P, M> game = game();
        MateInOneDetection<P> mates = requireCapability(game, MateInOneDetection.class);
        CheckDetection<P> checks = capability(game, CheckDetection.class);
        int[] replies = new int[game.maxMoves()];
        walk(game, node -> {
            if (checks != null && checks.inCheck(node.position)) {
                return;
            }
            String before = describe(node.position);
            int move = mates.findMateInOne(node.position);
            assertThat(describe(node.position)).as(node.where("position after findMateInOne")).isEqualTo(before);
            if (move == Game.NO_MOVE) {
                return;
            }
            assertThat(node.legal).as(node.where("findMateInOne's " + node.name(move) + " among the legal moves"))
                    .contains(move);
            makeLegal(game, node, move, "findMateInOne's move, to see whether it mates");
            boolean replies0 = !anyLegal(game, node.position, replies);
            Outcome outcome = game.outcome(node.position, 1);
            Outcome without = game.outcomeWithoutMoves(node.position);
            game.unmakeMove(node.position, move);
            // The game's own verdict may come first (chess: a mate on the 100th half-move).
            boolean mated = outcome == Outcome.LOSS || !outcome.isOver() && replies0 && without == Outcome.LOSS;
            assertThat(mated).as(node.where("findMateInOne's " + node.name(move) + " mates (outcome after it: "
                    + outcome + ", no legal reply: " + replies0 + ", without moves: " + without + ")")).isTrue();
        });
    }

    private static <P> boolean anyLegal(Game<P, ?> game, P position, int[] buffer) {
        int n = game.generateMoves(position, buffer, 0);
        for (int i = 0; i < n; i++) {
            if (buffer[i] != Game.NO_MOVE && game.makeMove(position, buffer[i])) {
                game.unmakeMove(position, buffer[i]);
                return true;
            }
        }
        return false;
    }

    /**
     * Move indexes lie in {@code [0, moveIndexCount())}, before the move is made and just after
     * (where the countermove table asks for them).
     */
    @Test
    public void moveIndexesAreInRange() {
        Game<P, M> game = game();
        MoveIndexing<P> indexing = requireCapability(game, MoveIndexing.class);
        int count = indexing.moveIndexCount();
        walk(game, node -> {
            for (int move : node.legal) {
                assertThat(indexing.moveIndex(node.position, move)).as(node.where("moveIndex(" + node.name(move) + ")"))
                        .isBetween(0, count - 1);
                makeLegal(game, node, move, "to read its move index after it");
                int after = indexing.moveIndex(node.position, move);
                game.unmakeMove(node.position, move);
                assertThat(after).as(node.where("moveIndex(" + node.name(move) + ") just after it was made"))
                        .isBetween(0, count - 1);
            }
        });
    }

    /** Moved-piece indexes lie in {@code [0, movedPieceIndexCount())}. */
    @Test
    public void movedPieceIndexesAreInRange() {
        Game<P, M> game = game();
        MovedPieceIndexing<P> indexing = requireCapability(game, MovedPieceIndexing.class);
        int count = indexing.movedPieceIndexCount();
        walk(game, node -> {
            for (int move : node.legal) {
                assertThat(indexing.movedPieceIndex(node.position, move))
                        .as(node.where("movedPieceIndex(" + node.name(move) + ")")).isBetween(0, count - 1);
            }
        });
    }

    /**
     * {@link StaticExchange#seeAtLeast} agrees with {@link StaticExchange#see} around its value,
     * material gains are never negative, and evaluating an exchange leaves the position as it
     * was.
     */
    @Test
    public void staticExchangeIsConsistent() {
        Game<P, M> game = game();
        StaticExchange<P> exchange = requireCapability(game, StaticExchange.class);
        walk(game, node -> {
            String before = describe(node.position);
            for (int move : node.legal) {
                int see = exchange.see(node.position, move);
                for (int threshold : new int[] {see - 1, see, see + 1, 0, -see}) {
                    assertThat(exchange.seeAtLeast(node.position, move, threshold))
                            .as(node.where("seeAtLeast(" + node.name(move) + ", " + threshold + ") with see " + see))
                            .isEqualTo(see >= threshold);
                }
                assertThat(exchange.materialGain(node.position, move)).as(node.where("materialGain(" + node.name(move) + ")"))
                        .isNotNegative();
                assertThat(describe(node.position)).as(node.where("position after the exchange of " + node.name(move)))
                        .isEqualTo(before);
            }
        });
    }

    /**
     * A position with no legal move has a final {@link Game#outcomeWithoutMoves}; checked along
     * the playouts and on every position of the perft data file.
     */
    @Test
    public void positionsWithoutMovesHaveAnOutcome() {
        Game<P, M> game = game();
        List<P> positions = new ArrayList<>();
        for (PerftLine line : perftLines()) {
            positions.add(parse(line.text));
        }
        Consumer<P> check = position -> {
            if (game.legalMoves(position).isEmpty()) {
                assertThat(game.outcomeWithoutMoves(position))
                        .as("outcomeWithoutMoves of %s, which has no legal move", describe(position))
                        .isNotEqualTo(Outcome.ONGOING);
            }
        };
        positions.forEach(check::accept);
        walk(game, node -> {
            if (node.legal.isEmpty()) {
                assertThat(game.outcomeWithoutMoves(node.position))
                        .as(node.where("outcomeWithoutMoves of a position without legal moves"))
                        .isNotEqualTo(Outcome.ONGOING);
            }
        });
    }

    /**
     * Questions about a position leave it as it was: {@link Game#outcome},
     * {@link Game#outcomeWithoutMoves}, {@link Game#legalMoves} and those of the capabilities
     * (check, noisy moves, null-move guard, legal move count, hash, move index).
     */
    @Test
    public void queriesLeaveThePositionUnchanged() {
        Game<P, M> game = game();
        CheckDetection<P> checks = capability(game, CheckDetection.class);
        NoisyMoves<P> noisy = capability(game, NoisyMoves.class);
        NullMoves<P> nulls = capability(game, NullMoves.class);
        LegalMoveCounting<P> counting = capability(game, LegalMoveCounting.class);
        PositionHashing<P> hashing = capability(game, PositionHashing.class);
        MoveIndexing<P> indexing = capability(game, MoveIndexing.class);
        MovedPieceIndexing<P> pieceIndexing = capability(game, MovedPieceIndexing.class);
        StructureHashing<P> structure = capability(game, StructureHashing.class);
        int[] buffer = new int[game.maxMoves()];
        walk(game, node -> {
            String before = describe(node.position);
            Consumer<String> unchanged = query -> assertThat(describe(node.position))
                    .as(node.where("position after " + query)).isEqualTo(before);
            game.outcome(node.position, node.path.size());
            unchanged.accept("outcome()");
            game.legalMoves(node.position);
            unchanged.accept("legalMoves()");
            if (node.legal.isEmpty()) {
                game.outcomeWithoutMoves(node.position);
                unchanged.accept("outcomeWithoutMoves()");
            }
            if (checks != null) {
                checks.inCheck(node.position);
                unchanged.accept("inCheck()");
                node.legal.forEach(move -> checks.givesCheck(node.position, move));
                unchanged.accept("givesCheck()");
            }
            if (noisy != null) {
                noisy.generateNoisyMoves(node.position, buffer, 0);
                node.legal.forEach(move -> noisy.isNoisy(node.position, move));
                unchanged.accept("generateNoisyMoves() and isNoisy()");
            }
            if (nulls != null) {
                nulls.nullMoveAllowed(node.position);
                unchanged.accept("nullMoveAllowed()");
            }
            if (counting != null) {
                counting.countLegalMoves(node.position);
                unchanged.accept("countLegalMoves()");
            }
            if (hashing != null) {
                hashing.recomputeHash(node.position);
                unchanged.accept("recomputeHash()");
            }
            if (indexing != null) {
                node.legal.forEach(move -> indexing.moveIndex(node.position, move));
                unchanged.accept("moveIndex()");
            }
            if (pieceIndexing != null) {
                node.legal.forEach(move -> pieceIndexing.movedPieceIndex(node.position, move));
                unchanged.accept("movedPieceIndex()");
            }
            if (structure != null) {
                for (int kind = 0; kind < structure.structureKinds(); kind++) {
                    structure.structureKey(node.position, kind);
                }
                unchanged.accept("structureKey()");
            }
        });
    }

    /** {@link Game#copy} gives an equal position that does not share state with the original. */
    @Test
    public void copiesAreEqualAndIndependent() {
        Game<P, M> game = game();
        PositionHashing<P> hashing = capability(game, PositionHashing.class);
        walk(game, node -> {
            String original = describe(node.position);
            P copy = game.copy(node.position);
            assertThat(describe(copy)).as(node.where("copy")).isEqualTo(original);
            if (hashing != null) {
                assertThat(hashing.hash(copy)).as(node.where("hash of the copy")).isEqualTo(hashing.hash(node.position));
            }
            for (int move : node.legal) {
                assertThat(game.makeMove(copy, move)).as(node.where("makeMove(" + node.name(move) + ") on the copy"))
                        .isTrue();
                assertThat(describe(node.position)).as(node.where("original after " + node.name(move) + " on the copy"))
                        .isEqualTo(original);
                game.unmakeMove(copy, move);
            }
        });
    }

    /**
     * {@link Perft#count} and the sum of {@link Perft#divide} equal the counts of the data file
     * ({@link #perftResource()}), and perft leaves the position unchanged.
     */
    @Test
    public void perftMatchesTheDataFile() {
        assumeTrue(perftResource() != null, "no perft resource");
        Game<P, M> game = game();
        List<PerftLine> lines = perftLines();
        assertThat(lines).as("perft lines in " + perftResource()).isNotEmpty();
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (PerftLine line : lines) {
            P position = parse(line.text);
            String before = describe(position);
            for (int d = 0; d < line.counts.length; d++) {
                long expected = line.counts[d];
                int depth = d + 1;
                if (expected < 0 || expected > maxPerftNodes()) {
                    continue;
                }
                checked++;
                String where = "perft " + depth + " of " + line.text + " (line " + line.lineNumber + " of "
                        + perftResource() + ")";
                long count = Perft.count(game, position, depth);
                List<Perft.Entry<M>> divide = Perft.divide(game, position, depth);
                long sum = divide.stream().mapToLong(Perft.Entry::nodes).sum();
                if (count != expected) {
                    failures.add(where + ": expected " + expected + ", counted " + count + "; " + divideText(divide, depth));
                }
                if (sum != expected) {
                    failures.add(where + ": expected " + expected + ", divide sums to " + sum
                            + (count != expected ? "" : "; " + divideText(divide, depth)));
                }
                if (!describe(position).equals(before)) {
                    failures.add(where + ": the position changed to " + describe(position));
                }
            }
        }
        // All mismatches at once: one wrong count rarely comes alone.
        assertThat(failures).as("perft mismatches").isEmpty();
        assertThat(checked).as("perft counts within maxPerftNodes() in " + perftResource()).isPositive();
    }

    /**
     * The per-move counts of a perft, one move a line in the game's move text, to compare with a
     * reference program's divide and find the move whose subtree is miscounted.
     */
    private static String divideText(List<? extends Perft.Entry<?>> divide, int depth) {
        StringBuilder s = new StringBuilder("divide (perft ").append(depth - 1).append(" after each move):");
        for (Perft.Entry<?> entry : divide) {
            s.append(System.lineSeparator()).append("    ").append(entry.move()).append(": ").append(entry.nodes());
        }
        return s.toString();
    }

    // ----------------------------------------------------------------------------------------
    // The playouts

    /** The most moves of a playout a failure message lists (the last ones); the seed replays it. */
    private static final int LISTED_MOVES = 200;

    /** A node of a playout, with its generated and legal moves, handed to each check. */
    private final class Node {
        final P position;
        final int[] generated;
        int generatedCount;
        final List<Integer> legal = new ArrayList<>();
        final Game<P, M> game;
        final List<Integer> path = new ArrayList<>();
        int startIndex;
        String startText;
        int playout;

        Node(Game<P, M> game, P position) {
            this.game = game;
            this.position = position;
            this.generated = new int[game.maxMoves()];
        }

        String name(int code) {
            try {
                return game.moveOf(code) + " (code " + code + ")";
            } catch (RuntimeException e) {
                return "code " + code;
            }
        }

        Supplier<String> where(String what) {
            return where(what, null);
        }

        /** Where {@code what} happened; {@code at} is the position's text, its current one when null. */
        Supplier<String> where(String what, String at) {
            return () -> {
                StringBuilder s = new StringBuilder(what).append(" at ").append(at != null ? at : describe(position))
                        .append(" -- start position ").append(startIndex).append(" [").append(startText)
                        .append("], playout ").append(playout).append(", seed ").append(seed()).append(", moves:");
                int from = 0;
                if (path.size() > LISTED_MOVES) {
                    from = path.size() - LISTED_MOVES;
                    s.append(" (").append(path.size()).append(" in all, the last ").append(LISTED_MOVES).append(")");
                }
                for (int code : path.subList(from, path.size())) {
                    s.append(' ').append(name(code));
                }
                if (path.isEmpty()) {
                    s.append(" none");
                }
                return s.toString();
            };
        }
    }

    private void walk(Game<P, M> game, Consumer<Node> check) {
        PositionHashing<P> hashing = capability(game, PositionHashing.class);
        List<P> starts = startPositions();
        assertThat(starts).as("startPositions()").isNotEmpty();
        for (int s = 0; s < starts.size(); s++) {
            for (int playout = 0; playout < playouts(); playout++) {
                SplittableRandom random = new SplittableRandom(seed() + 1_000_003L * s + playout);
                Node node = startNode(game, starts, s, playout);
                for (int ply = 0; ply <= maxPlayoutPlies(); ply++) {
                    listLegalMoves(game, hashing, node);
                    check.accept(node);
                    if (node.legal.isEmpty() || ply == maxPlayoutPlies() || game.outcome(node.position, ply).isOver()) {
                        break;
                    }
                    int move = node.legal.get(random.nextInt(node.legal.size()));
                    makeLegal(game, node, move, "playing it in the playout");
                    node.path.add(move);
                }
            }
        }
    }

    private Node startNode(Game<P, M> game, List<P> starts, int index, int playout) {
        Node node = new Node(game, game.copy(starts.get(index)));
        node.startIndex = index;
        node.startText = describe(starts.get(index));
        node.playout = playout;
        return node;
    }

    /**
     * Fills the node's generated and legal moves. Every check relies on the walker's own make
     * and unmake of each generated move, so it checks them first: a move whose unmake (or whose
     * refusal) does not restore the position, or its hash, fails here, named with the position
     * as it was, before a corrupted position can reach the checks.
     */
    private void listLegalMoves(Game<P, M> game, PositionHashing<P> hashing, Node node) {
        node.generatedCount = game.generateMoves(node.position, node.generated, 0);
        node.legal.clear();
        String before = describe(node.position);
        long hashBefore = hashing == null ? 0 : hashing.hash(node.position);
        for (int i = 0; i < node.generatedCount; i++) {
            int move = node.generated[i];
            if (move == Game.NO_MOVE) {
                continue;
            }
            boolean legal = game.makeMove(node.position, move);
            if (legal) {
                game.unmakeMove(node.position, move);
                node.legal.add(move);
            }
            String after = describe(node.position);
            String what = legal ? "unmakeMove(" + node.name(move) + ") did not restore the " : "makeMove("
                    + node.name(move) + ") refused the move but changed the ";
            if (!after.equals(before)) {
                fail(node.where(what + "position: it became " + after + ",", before).get());
            }
            if (hashing != null && hashing.hash(node.position) != hashBefore) {
                fail(node.where(what + "hash: " + hashBefore + " became " + hashing.hash(node.position) + ",", before)
                        .get());
            }
        }
    }

    /**
     * Makes a move the walker listed as legal. Fails, and does not unmake it, if {@code makeMove}
     * refuses it now: unmaking a refused move is outside the contract of {@link Game#unmakeMove}.
     */
    private void makeLegal(Game<P, M> game, Node node, int move, String purpose) {
        if (!game.makeMove(node.position, move)) {
            fail(node.where("makeMove(" + node.name(move) + ") refused the move (" + purpose
                    + "), though it accepted it when the legal moves were listed").get());
        }
    }

    /** The move codes {@code moves[from..to)}, in order. */
    private static List<Integer> codes(int[] moves, int from, int to) {
        List<Integer> codes = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            codes.add(moves[i]);
        }
        return codes;
    }

    private List<String> names(Game<P, M> game, Collection<Integer> codes) {
        List<String> names = new ArrayList<>();
        for (int code : codes) {
            names.add(String.valueOf(game.moveOf(code)));
        }
        return names;
    }

    @SuppressWarnings("unchecked")
    private static <C> C capability(Game<?, ?> game, Class<?> type) {
        return type.isInstance(game) ? (C) game : null;
    }

    private static <C> C requireCapability(Game<?, ?> game, Class<?> type) {
        C capability = capability(game, type);
        assumeTrue(capability != null, () -> game.name() + " does not implement " + type.getSimpleName());
        return capability;
    }

    // ----------------------------------------------------------------------------------------
    // The perft data file

    private record PerftLine(int lineNumber, String text, long[] counts) {
    }

    private List<PerftLine> perftLines() {
        String resource = perftResource();
        if (resource == null) {
            return List.of();
        }
        InputStream in = getClass().getClassLoader().getResourceAsStream(stripSlash(resource));
        if (in == null) {
            throw new IllegalStateException("perft resource not found on the classpath: " + resource);
        }
        List<PerftLine> lines = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                String trimmed = line.trim();
                if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                    lines.add(parsePerftLine(resource, number, trimmed));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
        return lines;
    }

    private static String stripSlash(String resource) {
        return resource.startsWith("/") ? resource.substring(1) : resource;
    }

    /** Parses {@code text ;D1 20 ;D2 400}; a depth not listed gets -1 (not checked). */
    private static PerftLine parsePerftLine(String resource, int number, String line) {
        String[] parts = line.split(";");
        String text = parts[0].trim();
        long[] counts = new long[0];
        for (int i = 1; i < parts.length; i++) {
            String[] field = parts[i].trim().split("\\s+");
            if (field.length != 2 || !field[0].matches("D[1-9][0-9]?")) {
                throw new IllegalArgumentException(resource + " line " + number + ": expected ';D<depth> <count>', got '"
                        + parts[i].trim() + "'");
            }
            int depth = Integer.parseInt(field[0].substring(1));
            long count;
            try {
                count = Long.parseLong(field[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(resource + " line " + number + ": bad count in '" + parts[i].trim() + "'", e);
            }
            if (depth > counts.length) {
                long[] longer = Arrays.copyOf(counts, depth);
                Arrays.fill(longer, counts.length, depth, -1L);
                counts = longer;
            }
            counts[depth - 1] = count;
        }
        if (text.isEmpty() || counts.length == 0) {
            throw new IllegalArgumentException(resource + " line " + number + ": expected '<position> ;D1 <count> ...', got '"
                    + line + "'");
        }
        return new PerftLine(number, text, counts);
    }
}
