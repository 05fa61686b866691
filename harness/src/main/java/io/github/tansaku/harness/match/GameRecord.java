package io.github.tansaku.harness.match;

import io.github.tansaku.search.Outcome;
import java.util.List;

/**
 * One finished game of the runner. Seats are counted from the start position: seat 0 is the
 * side to move there (White in chess, sente in shogi), whoever played the opening's moves.
 *
 * @param startText     the start position's text (see {@link GameSoFar})
 * @param openingPlies  how many of {@code moves} came from the opening, not from the engines
 * @param moves         every move, opening first
 * @param moveStats     the engines' figures for each of their moves (after the opening), in order
 * @param names         the engines' names by seat
 * @param forSeat0      the result for seat 0
 * @param termination   how the game ended
 * @param reason        the words for that ending ("checkmate", "engine b crashed: ...")
 * @param faultySeat    the seat whose fault ended the game, -1 if none
 * @param controls      the time controls by seat (the same one twice unless an engine had odds)
 * @param <M>           the move type
 */
public record GameRecord<M>(String startText, int openingPlies, List<M> moves, List<MoveStat> moveStats,
        List<String> names, Outcome forSeat0, Termination termination, String reason, int faultySeat,
        List<TimeControl> controls) {

    /** Copies the lists; refuses other than two controls. */
    public GameRecord {
        moves = List.copyOf(moves);
        moveStats = List.copyOf(moveStats);
        names = List.copyOf(names);
        controls = List.copyOf(controls);
        if (controls.size() != 2) {
            throw new IllegalArgumentException("a game has two time controls, one per seat: " + controls);
        }
    }

    /** The time control of {@code seat}. */
    public TimeControl controlOf(int seat) {
        return controls.get(seat);
    }

    /** Whether both seats played on the same time control (no odds). */
    public boolean sameControl() {
        return controls.get(0).equals(controls.get(1));
    }

    /** The points of the engine in {@code seat}: 1, 1/2 or 0. */
    public double pointsOf(int seat) {
        Outcome outcome = seat == 0 ? forSeat0 : forSeat0.flip();
        return switch (outcome) {
            case WIN -> 1;
            case LOSS -> 0;
            default -> 0.5;
        };
    }

    /** The seat of the engine named {@code name}; refuses a name that did not play. */
    public int seatOf(String name) {
        int seat = names.indexOf(name);
        if (seat < 0) {
            throw new IllegalArgumentException(name + " did not play this game");
        }
        return seat;
    }

    /**
     * An engine's figures for one move.
     *
     * @param millis the time the move took, measured by the runner
     * @param score  the engine's score from its own side, or {@code null} if it reported none
     * @param depth  the depth it reported
     * @param nodes  the nodes it reported
     */
    public record MoveStat(long millis, Integer score, int depth, long nodes) {
    }
}
