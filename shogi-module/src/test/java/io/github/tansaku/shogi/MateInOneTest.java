package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.shogi.engine.MateInOneEvaluator;
import io.github.tansaku.shogi.eval.Evaluators;
import io.github.tansaku.shogi.eval.ShogiEvaluator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The mate-in-one test: exact when it answers, and it sees the common mates. */
class MateInOneTest {

    @Test
    void headGoldIsMate() {
        // 頭金: the gold dropped on the king's head, held by the pawn below it.
        Position pos = Position.fromSfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        assertThat(Moves.toUsi(MateInOne.find(pos))).isEqualTo("G*5b");
        assertThat(pos.toSfen()).isEqualTo("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    }

    @Test
    void undefendedContactCheckIsNoMate() {
        // Without the pawn the king takes the gold.
        assertThat(MateInOne.find(Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b G 1"))).isZero();
    }

    @Test
    void pawnDropMateIsNeverAnswered() {
        // Spec table: P*1b would mate, which the rules forbid (打ち歩詰め).
        Position pos = Position.fromSfen("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1");
        int move = MateInOne.find(pos);
        assertThat(move == 0 ? "none" : Moves.toUsi(move)).isNotEqualTo("P*1b");
    }

    @Test
    void everyAnswerMatesAndMostMatesAreFound() {
        // Random playouts leave many pieces in hand and open kings. Against a brute-force
        // search of all legal moves: every move found is a legal mate, the position is left
        // unchanged, and the test finds most of the mates there are (it skips distant slider
        // checks and discovered checks by design).
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int positionsWithMate = 0;
        int found = 0;
        for (int game = 0; game < 150; game++) {
            Position pos = Position.startPosition();
            for (int ply = 0; ply < 150; ply++) {
                int n = MoveGenerator.generateLegal(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                String before = pos.toSfen();
                int answer = MateInOne.find(pos);
                assertThat(pos.toSfen()).isEqualTo(before);
                boolean mateExists = false;
                for (int i = 0; i < n && !pos.inCheck(); i++) {
                    pos.makeMove(moves[i]);
                    mateExists |= pos.isCheckmate();
                    pos.unmakeMove(moves[i]);
                }
                if (answer != 0) {
                    assertThat(pos.isLegal(answer)).as(before).isTrue();
                    pos.makeMove(answer);
                    assertThat(pos.isCheckmate()).as("%s in %s", Moves.toUsi(answer), before).isTrue();
                    pos.unmakeMove(answer);
                    found++;
                }
                positionsWithMate += mateExists ? 1 : 0;
                pos.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(positionsWithMate).isGreaterThan(100);
        assertThat(found).isGreaterThan(positionsWithMate * 3 / 4);
    }

    @Test
    void evaluatorScoresAMateInOneAtTheTopOfTheScale() {
        ShogiEvaluator plain = Evaluators.create("apery");
        MateInOneEvaluator evaluator = new MateInOneEvaluator(plain);
        Position mate = Position.fromSfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        assertThat(evaluator.evaluate(mate)).isEqualTo(ShogiEvaluator.MAX_SCORE);
        assertThat(evaluator.trace(mate)).contains("Mate in one: G*5b");
        Position quiet = Position.startPosition();
        assertThat(evaluator.evaluate(quiet)).isEqualTo(plain.evaluate(quiet));
        assertThat(evaluator.name()).isEqualTo("apery");
    }
}
