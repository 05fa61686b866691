package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#keyMayRepeat} never hides a repetition: whenever an earlier position of the
 * history has the current key, it answers {@code true}, through moves, null moves, take-backs
 * and copies.
 */
class RepetitionFilterTest {

    private static final String[] SHUTTLE = {"5i4h", "5a4b", "4h5i", "4b5a"};

    @Test
    void filterNeverMissesAnEarlierOccurrence() {
        SplittableRandom random = new SplittableRandom(8);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int repeats = 0;
        for (int game = 0; game < 80; game++) {
            Position pos = Position.startPosition();
            for (int step = 0; step < 80; step++) {
                int choice = random.nextInt(10);
                if (choice < 4 && pos.ply() > 0 && pos.lastMove() != 0) {
                    pos.unmakeMove(pos.lastMove());
                } else if (choice < 6 && !pos.inCheck() && pos.lastMove() != 0) {
                    pos.makeNullMove();
                    check(pos);
                    pos.unmakeNullMove();
                } else if (choice < 8 && pos.isLegal(Moves.parseUsi(SHUTTLE[pos.ply() % 4]))) {
                    pos.makeMove(Moves.parseUsi(SHUTTLE[pos.ply() % 4]));
                } else {
                    int n = MoveGenerator.generateLegal(pos, moves, 0);
                    if (n == 0) {
                        break;
                    }
                    pos.makeMove(moves[random.nextInt(n)]);
                }
                repeats += check(pos) ? 1 : 0;
                check(pos.copy());
            }
        }
        assertThat(repeats).as("positions that repeat an earlier one").isGreaterThan(60);
    }

    /** Asserts the filter against a scan of the whole history; whether the key occurred before. */
    private static boolean check(Position pos) {
        boolean seen = false;
        for (int i = 0; i < pos.ply(); i++) {
            seen |= pos.keyAt(i) == pos.key();
        }
        if (seen) {
            assertThat(pos.keyMayRepeat()).as(pos.toSfen()).isTrue();
        }
        return seen;
    }
}
