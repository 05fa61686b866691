package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.perft.Perft;
import io.github.tansaku.shogi.notation.UsiMoves;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The example of the module's README, as written there. */
class ReadmeExampleTest {

    @Test
    void readmeExample() {
        Position pos = Position.startPosition();
        for (String usi : List.of("7g7f", "3c3d", "8h2b+")) {
            pos.makeMove(UsiMoves.parse(pos, usi));
        }
        assertThat(pos.toSfen()).isEqualTo("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
        assertThat(pos.legalMoves()).isNotEmpty().allMatch(move -> pos.isLegal(move.code()));
        assertThat(Perft.count(new ShogiGame(), Position.startPosition(), 4)).isEqualTo(719731L);
    }
}
