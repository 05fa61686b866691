package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The structure kinds shogi keys for the correction history. */
class StructureKeyTest {

    private static final String START = Position.START_SFEN;
    private final ShogiGame game = new ShogiGame();

    private long key(String sfen, int kind) {
        return game.structureKey(Position.fromSfen(sfen), kind);
    }

    @Test
    void fourKinds() {
        assertThat(game.structureKinds()).isEqualTo(4);
        assertThat(key(START, ShogiGame.PAWN_STRUCTURE)).isEqualTo(game.structureKey(Position.fromSfen(START)));
        assertThatThrownBy(() -> key(START, 4)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void aSilverMoveChangesOnlyItsSidesPieces() {
        // Black's silver 3i to 3h, with Black to move again: only Black's pieces differ.
        String moved = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B4SR1/LNSGKG1NL b - 1";
        assertThat(key(moved, ShogiGame.BLACK_PIECES)).isNotEqualTo(key(START, ShogiGame.BLACK_PIECES));
        assertThat(key(moved, ShogiGame.WHITE_PIECES)).isEqualTo(key(START, ShogiGame.WHITE_PIECES));
        assertThat(key(moved, ShogiGame.PAWN_STRUCTURE)).isEqualTo(key(START, ShogiGame.PAWN_STRUCTURE));
        assertThat(key(moved, ShogiGame.HANDS)).isEqualTo(key(START, ShogiGame.HANDS));
    }

    @Test
    void handsCountEachKindForEachSide() {
        String base = "4k4/9/9/9/9/9/9/9/4K4 b %s 1";
        long none = key(String.format(base, "-"), ShogiGame.HANDS);
        long blackPawn = key(String.format(base, "P"), ShogiGame.HANDS);
        long whitePawn = key(String.format(base, "p"), ShogiGame.HANDS);
        long blackTwoPawns = key(String.format(base, "2P"), ShogiGame.HANDS);
        long blackSilver = key(String.format(base, "S"), ShogiGame.HANDS);
        assertThat(Set.of(none, blackPawn, whitePawn, blackTwoPawns, blackSilver)).hasSize(5);
        // The pieces on the board are no part of it.
        assertThat(key("4k4/9/9/9/9/9/9/4G4/4K4 b P 1", ShogiGame.HANDS)).isEqualTo(blackPawn);
    }

    @Test
    void everyKindIncludesTheSideToMove() {
        String whiteToMove = START.replace(" b ", " w ");
        for (int kind = 0; kind < 4; kind++) {
            assertThat(key(whiteToMove, kind)).as("kind " + kind).isNotEqualTo(key(START, kind));
        }
    }
}
