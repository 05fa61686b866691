package io.github.tansaku.harness.match;

import java.util.OptionalInt;

/** The running counts of one game's adjudication rules, fed one scored move at a time. */
final class AdjudicationTracker {

    /** What the last move decided. */
    enum Finding { NONE, SEAT_LOST, DRAW }

    private final Adjudication rules;
    /** Per seat: consecutive moves scoring itself lost, winning, level. */
    private final int[] losing = new int[2];
    private final int[] winning = new int[2];
    private final int[] level = new int[2];
    private int lostSeat = -1;

    AdjudicationTracker(Adjudication rules) {
        this.rules = rules;
    }

    /**
     * Records that {@code seat} moved at ply {@code ply} (0-based, of the whole game) with
     * {@code score} (its own side); returns the finding, with the lost seat in {@link #lostSeat}.
     */
    Finding record(int seat, int ply, OptionalInt score) {
        if (score.isEmpty()) {
            losing[seat] = winning[seat] = level[seat] = 0;
            return Finding.NONE;
        }
        int value = score.getAsInt();
        losing[seat] = value <= -rules.resignScore() ? losing[seat] + 1 : 0;
        winning[seat] = value >= rules.resignScore() ? winning[seat] + 1 : 0;
        boolean drawPhase = ply / 2 + 1 >= rules.drawMoveNumber();
        level[seat] = drawPhase && Math.abs(value) <= rules.drawScore() ? level[seat] + 1 : 0;
        int other = 1 - seat;
        int count = rules.resignMoveCount();
        if (count > 0) {
            if (losing[seat] >= count && winning[other] >= count) {
                lostSeat = seat;
                return Finding.SEAT_LOST;
            }
            if (winning[seat] >= count && losing[other] >= count) {
                lostSeat = other;
                return Finding.SEAT_LOST;
            }
        }
        int drawCount = rules.drawMoveCount();
        if (drawCount > 0 && level[seat] >= drawCount && level[other] >= drawCount) {
            return Finding.DRAW;
        }
        return Finding.NONE;
    }

    /** The seat the last {@link Finding#SEAT_LOST} finding concerns. */
    int lostSeat() {
        return lostSeat;
    }
}
