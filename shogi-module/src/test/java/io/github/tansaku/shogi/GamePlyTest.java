package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The game ply that time management reads: the SFEN move number less one, plus the moves made. */
class GamePlyTest {

    private final ShogiGame game = new ShogiGame();

    @Test
    void gamePlyCountsPliesFromTheGamesStart() {
        Position start = Position.startPosition();
        assertThat(game.gamePly(start)).isZero();
        assertThat(game.makeMove(start, Move.parse("7g7f").code())).isTrue();
        assertThat(game.gamePly(start)).isEqualTo(1);
        assertThat(game.gamePly(Position.fromSfen(
                "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124"))).isEqualTo(123);
    }
}
