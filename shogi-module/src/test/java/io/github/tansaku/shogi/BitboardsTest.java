package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BitboardsTest {

    @Test
    void firstAndNextWalkEverySquareOfTheFullBoardInOrder() {
        List<Integer> walked = walk(Bitboards.ALL_LO, Bitboards.ALL_HI);
        assertThat(walked).hasSize(Square.COUNT);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            assertThat(walked.get(sq)).isEqualTo(sq);
        }
    }

    @Test
    void anEmptyBitboardHasNoFirstSquare() {
        assertThat(Bitboards.first(0, 0)).isEqualTo(Square.NONE);
    }

    @Test
    void theWalkAcrossTheTwoWordsMatchesContains() {
        SplittableRandom random = new SplittableRandom(41);
        long[][] boards = {{0, 1}, {1L << 62, 0}, {1L << 62, 1L << 17}, {0, 1L << 17}, {5, 0}};
        for (long[] board : boards) {
            assertThat(walk(board[0], board[1])).isEqualTo(scan(board[0], board[1]));
        }
        for (int i = 0; i < 1000; i++) {
            long lo = random.nextLong() & random.nextLong() & Bitboards.ALL_LO;
            long hi = random.nextLong() & random.nextLong() & Bitboards.ALL_HI;
            assertThat(walk(lo, hi)).isEqualTo(scan(lo, hi));
        }
    }

    private static List<Integer> walk(long lo, long hi) {
        List<Integer> squares = new ArrayList<>();
        for (int sq = Bitboards.first(lo, hi); sq != Square.NONE; sq = Bitboards.next(lo, hi, sq)) {
            squares.add(sq);
        }
        return squares;
    }

    private static List<Integer> scan(long lo, long hi) {
        List<Integer> squares = new ArrayList<>();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (Bitboards.contains(lo, hi, sq)) {
                squares.add(sq);
            }
        }
        return squares;
    }
}
