package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Position;
import org.junit.jupiter.api.Test;

class MaterialCountTest {

    /** A game with captures, drops and promotions on both sides. */
    private static final String[] MOVES = "7g7f 3c3d 8h2b+ 3a2b B*4e 8b3b 4e3d 3b3d 9g9f B*5e 5i4h 5e3g+".split(" ");

    @Test
    void aCountAttachedMidGameFollowsTheUnmakesOfEarlierMoves() {
        Position pos = Position.startPosition();
        for (String m : MOVES) {
            pos.makeMove(Moves.parseUsi(m));
        }
        MaterialCount apery = MaterialCount.of(pos, MaterialCount.Scale.APERY);
        assertThat(apery.black()).isEqualTo(MaterialCount.count(pos, MaterialCount.Scale.APERY));
        for (int i = MOVES.length - 1; i >= 0; i--) {
            pos.unmakeMove(Moves.parseUsi(MOVES[i]));
            assertThat(apery.black()).as(MOVES[i]).isEqualTo(MaterialCount.count(pos, MaterialCount.Scale.APERY));
        }
        assertThat(apery.black()).isZero();
    }

    @Test
    void aCopiedPositionCarriesItsOwnCount() {
        Position pos = Position.startPosition();
        MaterialCount original = MaterialCount.of(pos, MaterialCount.Scale.TEXTBOOK);
        Position copy = pos.copy();
        MaterialCount copied = MaterialCount.of(copy, MaterialCount.Scale.TEXTBOOK);
        assertThat(copied).isNotSameAs(original);
        assertThat(copy.attachedCount()).isEqualTo(1);
        copy.makeMove(Moves.parseUsi("7g7f"));
        copy.makeMove(Moves.parseUsi("3c3d"));
        copy.makeMove(Moves.parseUsi("8h2b+"));
        // Black took a bishop (board 1800 + hand 1890) and promoted its own (horse 2000 - bishop 1800).
        assertThat(copied.black()).isEqualTo(1800 + 1890 + 200);
        assertThat(original.black()).isZero();
    }

    @Test
    void eachScaleHasItsOwnCount() {
        Position pos = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b RG 1");
        assertThat(MaterialCount.black(pos, MaterialCount.Scale.APERY)).isEqualTo(990 + 540);
        assertThat(MaterialCount.black(pos, MaterialCount.Scale.TEXTBOOK)).isEqualTo(2100 + 1260);
        assertThat(pos.attachedCount()).isEqualTo(2);
    }
}
