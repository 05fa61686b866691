package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Square;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The textbook chapter's one-ply player and the failure of plain material that it fixes. */
class OnePlyExchangePlayerTest {

    /** Black's rook can take a pawn that White's gold defends (the chapter's example). */
    private static final String DEFENDED_PAWN = "8k/4g4/4p4/9/4R4/9/9/9/K8 b - 1";

    @Test
    void plainMaterialTakesADefendedPawnWithTheRook() {
        OnePlyExchangePlayer materialOnly = new OnePlyExchangePlayer(TextbookMaterialEvaluator::material);
        int move = materialOnly.chooseMove(Position.fromSfen(DEFENDED_PAWN));
        assertThat(Moves.to(move)).isEqualTo(Square.parseUsi("5c"));
    }

    @Test
    void theExchangeValueKeepsTheRookAway() {
        Position position = Position.fromSfen(DEFENDED_PAWN);
        OnePlyExchangePlayer player = new OnePlyExchangePlayer();
        int move = player.chooseMove(position);
        assertThat(move).isNotEqualTo(Game.NO_MOVE);
        assertThat(Moves.to(move)).isNotEqualTo(Square.parseUsi("5c"));
        // Taking and promoting: +205 +200 now, then the gold takes the dragon (4300).
        int rookTakes = Moves.board(Square.parseUsi("5e"), Square.parseUsi("5c"), true);
        assertThat(player.valueOf(position, rookTakes)).isEqualTo(700 + 405 - 4300);
        // A safe move keeps M = 700 (rook 2000 against gold 1200 and pawn 100).
        assertThat(player.valueOf(position, move)).isEqualTo(700);
        assertThat(position.toSfen()).isEqualTo(DEFENDED_PAWN);
    }

    @Test
    void rejectsAnIllegalMoveAndKeepsThePosition() {
        Position position = Position.fromSfen(DEFENDED_PAWN);
        int rookToOwnKing = Moves.board(Square.parseUsi("5e"), Square.parseUsi("9i"), false);
        assertThatThrownBy(() -> new OnePlyExchangePlayer().valueOf(position, rookToOwnKing))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a legal move")
                .hasMessageContaining(DEFENDED_PAWN);
        assertThat(position.toSfen()).isEqualTo(DEFENDED_PAWN);
    }

    @Test
    void recapturesWhenItCan() {
        // A White silver has come to 5f; Black's gold on 5g takes it.
        Position position = Position.fromSfen("8k/9/9/9/9/4s4/4G4/9/K8 b - 1");
        int move = new OnePlyExchangePlayer().chooseMove(position);
        assertThat(move).isEqualTo(Moves.board(Square.parseUsi("5g"), Square.parseUsi("5f"), false));
    }

    @Test
    void playsAMateEvenWhenItCostsMaterial() {
        // G*1b mates (the pawn on 1c defends the gold); the chapter's player never drops.
        Position position = Position.fromSfen("8k/9/8P/9/9/9/9/9/K8 b G 1");
        OnePlyExchangePlayer player = new OnePlyExchangePlayer();
        int mate = Moves.drop(Piece.GOLD, Square.parseUsi("1b"));
        assertThat(player.chooseMove(position)).isEqualTo(mate);
        assertThat(player.valueOf(position, mate)).isEqualTo(Score.MATE);
    }

    @Test
    void noMoveWhenThereIsNone() {
        // The position after the mate above: White is checkmated.
        Position position = Position.fromSfen("8k/8G/8P/9/9/9/9/9/K8 w - 2");
        assertThat(new OnePlyExchangePlayer().chooseMove(position)).isEqualTo(Game.NO_MOVE);
    }

    @Test
    void beatsARandomMover() {
        // The chapter: "far tougher than the random program of chapter 1". Six games, each side
        // three times; a game ends when the side to move has no legal move.
        SplittableRandom random = new SplittableRandom(2026);
        OnePlyExchangePlayer player = new OnePlyExchangePlayer();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int wins = 0;
        for (int game = 0; game < 6; game++) {
            int playerSide = game % 2;
            Position position = Position.startPosition();
            for (int ply = 0; ply < 400; ply++) {
                int count = MoveGenerator.generateLegal(position, moves, 0);
                if (count == 0) {
                    assertThat(position.sideToMove()).as("game %d: the player was mated", game).isNotEqualTo(playerSide);
                    wins++;
                    break;
                }
                position.makeMove(position.sideToMove() == playerSide ? player.chooseMove(position)
                        : moves[random.nextInt(count)]);
            }
        }
        assertThat(wins).isGreaterThanOrEqualTo(5);
    }
}
