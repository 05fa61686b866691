package io.github.tansaku.search.algo.testgames;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.search.PositionHashing;

/**
 * Take-away Nim: players alternately take 1, 2 or 3 stones; the player who cannot move (the pile
 * is empty) loses. Theory: a pile of {@code 4q + r} stones with {@code r != 0} is won by the side
 * to move, who takes {@code r} and then answers every {@code x} with {@code 4 - x}; the loser
 * cannot shorten or lengthen the rounds, so the win takes exactly {@code 2q + 1} plies. Piles
 * that are multiples of 4 are lost in {@code 2q} plies.
 *
 * <p>{@link #misere} turns the rule round: the player who cannot move wins, so whoever takes the
 * last stone loses by that move. A pile of {@code 4q + 1} is lost in {@code 2q + 1} plies, on the
 * loser's own move (the winner leaves {@code 4k + 1} after every reply); piles of {@code 4q + 2}
 * and {@code 4q + 3} are won in {@code 2q + 2} plies and piles of {@code 4q} in {@code 2q}, on
 * the opponent's move.
 */
public final class Nim implements Game<Nim.Pile, Integer>, PositionHashing<Nim.Pile> {

    /** A mutable pile. */
    public static final class Pile {
        int stones;

        public Pile(int stones) {
            this.stones = stones;
        }

        public int stones() {
            return stones;
        }
    }

    /** An evaluator that knows nothing: every position looks equal. */
    public static final Evaluator<Pile> BLIND = p -> 0;

    private final int start;
    private final Outcome withoutMoves;

    public Nim(int start) {
        this(start, Outcome.LOSS);
    }

    private Nim(int start, Outcome withoutMoves) {
        this.start = start;
        this.withoutMoves = withoutMoves;
    }

    /** Misère Nim: taking the last stone loses. */
    public static Nim misere(int start) {
        return new Nim(start, Outcome.WIN);
    }

    /** Nim whose empty pile ends the game with {@code withoutMoves} for the side to move. */
    public static Nim endingIn(Outcome withoutMoves, int start) {
        return new Nim(start, withoutMoves);
    }

    @Override
    public String name() {
        return "nim";
    }

    @Override
    public Pile newPosition() {
        return new Pile(start);
    }

    @Override
    public Pile copy(Pile position) {
        return new Pile(position.stones);
    }

    @Override
    public int maxMoves() {
        return 3;
    }

    @Override
    public int generateMoves(Pile position, int[] moves, int start) {
        int n = Math.min(3, position.stones);
        for (int i = 0; i < n; i++) {
            moves[start + i] = i + 1;
        }
        return n;
    }

    @Override
    public boolean makeMove(Pile position, int move) {
        position.stones -= move;
        return true;
    }

    @Override
    public void unmakeMove(Pile position, int move) {
        position.stones += move;
    }

    @Override
    public Outcome outcome(Pile position, int searchPly) {
        return Outcome.ONGOING;
    }

    @Override
    public Outcome outcomeWithoutMoves(Pile position) {
        return withoutMoves;
    }

    @Override
    public Integer moveOf(int code) {
        return code;
    }

    @Override
    public int codeOf(Integer move) {
        return move;
    }

    @Override
    public long hash(Pile position) {
        return 0x9E37_79B9_7F4A_7C15L * (position.stones + 1);
    }
}
