package io.github.tansaku.shogi;

import static io.github.tansaku.shogi.PerftTest.legalUsi;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Outcome;
import io.github.tansaku.shogi.eval.MaterialCount;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rules of shogi (the Japan Shogi Association's), on small positions whose answers follow from the rules alone. */
class RulesTest {

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', textBlock = """
            8k/6S2/7G1/9/9/9/9/9/4K4 b P 1 | P*1b | pawn-drop mate, pawn defended by the gold
            4k4/9/9/9/9/9/1g7/2s6/K8 w p 1 | P*9h | pawn-drop mate by White
            R6gk/9/7G1/9/9/9/9/9/4K4 b P 1 | P*1b | pawn-drop mate: the gold that could take is pinned by the rook
            """)
    void pawnDropMateIsIllegal(String sfen, String drop, String what) {
        Position pos = Position.fromSfen(sfen);
        assertThat(legalUsi(pos)).doesNotContain(drop);
        assertThat(pos.isLegal(Moves.parseUsi(drop))).isFalse();
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', textBlock = """
            7gk/6S2/7G1/9/9/9/9/9/4K4 b P 1 | P*1b | pawn-drop check, the gold on 2a can take
            8k/9/7G1/9/9/9/9/9/4K4 b P 1 | P*1b | pawn-drop check, the king escapes to 2a
            8k/6S2/7GP/9/9/9/9/9/4K4 b - 1 | 1c1b+ | mate by a pawn move is legal
            8k/6S2/7G1/9/9/9/9/9/4K4 b R 1 | R*1b | mate by dropping another piece is legal
            """)
    void otherChecksByPawnsAreLegal(String sfen, String move, String what) {
        Position pos = Position.fromSfen(sfen);
        assertThat(legalUsi(pos)).contains(move);
        assertThat(pos.isLegal(Moves.parseUsi(move))).isTrue();
    }

    @Test
    void nifuForbidsASecondUnpromotedPawnOnAFileButATokinDoesNotCount() {
        Position pos = Position.fromSfen("4k4/9/9/9/9/4+P4/3P5/9/4K4 b P 1");
        List<String> moves = legalUsi(pos);
        assertThat(moves).doesNotContain("P*6e", "P*6b").contains("P*5e", "P*4e");
    }

    @Test
    void dropsAvoidDeadSquares() {
        Position black = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b NLP 1");
        assertThat(legalUsi(black)).noneMatch(m -> m.endsWith("a") && m.contains("*"))
                .noneMatch(m -> m.startsWith("N*") && m.endsWith("b"))
                .contains("P*1b", "L*1b", "N*1c", "N*9c");
        Position white = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 w nlp 1");
        assertThat(legalUsi(white)).noneMatch(m -> m.endsWith("i") && m.contains("*"))
                .noneMatch(m -> m.startsWith("N*") && m.endsWith("h"))
                .contains("P*1h", "L*1h", "N*1g");
    }

    @Test
    void promotionIsForcedOrOptionalAsTheRulesSay() {
        // Pawn to the last rank: promote only. Knight to rank 2: promote only; to rank 3: both.
        Position pos = Position.fromSfen("4k4/8P/7N1/9/7N1/9/9/L8/4K4 b - 1");
        List<String> moves = legalUsi(pos);
        assertThat(moves).contains("1b1a+").doesNotContain("1b1a");
        assertThat(moves).contains("2c1a+", "2c3a+").doesNotContain("2c1a", "2c3a");
        assertThat(moves).contains("2e1c+", "2e1c", "2e3c+", "2e3c");
        assertThat(moves).contains("9h9a+", "9h9b+", "9h9b", "9h9c+", "9h9c").doesNotContain("9h9a");
        assertThat(moves).contains("9h9d").doesNotContain("9h9d+");
    }

    @Test
    void movingOutOfTheZoneMayPromote() {
        Position pos = Position.fromSfen("4k4/9/3S5/9/9/9/9/9/4K4 b - 1");
        assertThat(legalUsi(pos)).contains("6c7d+", "6c7d", "6c5d+", "6c5d");
    }

    @Test
    void checkEvasionsIncludeInterposingDrops() {
        Position pos = Position.fromSfen("k3r4/9/9/9/9/9/9/9/4K4 b GSNLP 1");
        assertThat(pos.inCheck()).isTrue();
        List<String> moves = legalUsi(pos);
        assertThat(moves).contains("G*5b", "G*5h", "P*5h", "L*5c", "N*5g", "5i4h", "5i6i")
                .doesNotContain("G*4b", "5i5h", "N*5b");
    }

    @Test
    void aPinnedGoldMovesOnlyAlongThePin() {
        Position pos = Position.fromSfen("k3r4/9/9/9/9/9/9/4G4/4K4 b - 1");
        assertThat(legalUsi(pos)).contains("5h5g").doesNotContain("5h4h", "5h6h", "5h4g", "5h6g");
    }

    @Test
    void kingCannotStepAlongTheCheckingLine() {
        Position pos = Position.fromSfen("4k4/9/9/9/4r4/9/9/9/4K4 b - 1");
        assertThat(legalUsi(pos)).doesNotContain("5i5h").contains("5i4i", "5i6i", "5i4h", "5i6h");
    }

    @Test
    void fourfoldRepetitionIsADrawAndARepetitionInTheSearchIsJudgedAtOnce() {
        Position pos = Position.startPosition();
        String[] cycle = {"5i5h", "5a5b", "5h5i", "5b5a"};
        for (int i = 0; i < 8; i++) {
            pos.makeMove(Moves.parseUsi(cycle[i % 4]));
        }
        assertThat(Repetition.occurrences(pos)).isEqualTo(3);
        assertThat(Repetition.outcome(pos, 0)).isEqualTo(Outcome.ONGOING);
        assertThat(Repetition.outcome(pos, 4)).isEqualTo(Outcome.DRAW);
        for (int i = 0; i < 4; i++) {
            pos.makeMove(Moves.parseUsi(cycle[i]));
        }
        assertThat(Repetition.outcome(pos, 0)).isEqualTo(Outcome.DRAW);
        assertThat(new ShogiGame().outcome(pos, 0)).isEqualTo(Outcome.DRAW);
    }

    @Test
    void repetitionDoesNotLookBackAcrossANullMove() {
        Position pos = Position.startPosition();
        pos.makeMove(Moves.parseUsi("5i5h"));
        pos.makeMove(Moves.parseUsi("5a5b"));
        pos.makeNullMove();
        pos.makeNullMove();
        pos.makeMove(Moves.parseUsi("5h5i"));
        pos.makeMove(Moves.parseUsi("5b5a"));
        // The start position again, but the earlier one lies before the null moves.
        assertThat(pos.key()).isEqualTo(pos.keyAt(0));
        assertThat(Repetition.occurrences(pos)).isEqualTo(1);
        assertThat(Repetition.outcome(pos, 6)).isEqualTo(Outcome.ONGOING);
        pos.unmakeMove(Moves.parseUsi("5b5a"));
        pos.unmakeMove(Moves.parseUsi("5h5i"));
        pos.unmakeNullMove();
        pos.unmakeNullMove();
        assertThat(pos.repetitionFloor()).isZero();
    }

    @Test
    void perpetualCheckLosesForTheCheckingSide() {
        // Black's rook checks with every move; White's king steps between 1a and 1b.
        Position pos = Position.fromSfen("R7k/9/9/9/9/9/9/9/4K4 w - 1");
        String[] cycle = {"1a1b", "9a9b", "1b1a", "9b9a"};
        for (int i = 0; i < 12; i++) {
            assertThat(Repetition.outcome(pos, 0)).isEqualTo(Outcome.ONGOING);
            pos.makeMove(Moves.parseUsi(cycle[i % 4]));
        }
        // Fourth occurrence with White (the checked side) to move: White wins.
        assertThat(Repetition.outcome(pos, 0)).isEqualTo(Outcome.WIN);
        pos.makeMove(Moves.parseUsi(cycle[0]));
        // Fourth occurrence of the position after 1a1b, Black (the checker) to move: Black loses.
        assertThat(Repetition.outcome(pos, 0)).isEqualTo(Outcome.LOSS);
    }

    @Test
    void enteringKingDeclarationNeeds28PointsForBlackAnd27ForWhite() {
        // Black: king on 5b, 10 pieces in the camp worth 26 points (2 rooks, 2 bishops 5 each).
        Position black28 = Position.fromSfen("RRBB5/GGGGK4/SS7/9/9/9/9/9/8k b 2P 1");
        Position black27 = Position.fromSfen("RRBB5/GGGGK4/SS7/9/9/9/9/9/8k b P 1");
        assertThat(Declaration.points(black28, Side.BLACK)).isEqualTo(28);
        assertThat(Declaration.piecesInCamp(black28, Side.BLACK)).isEqualTo(10);
        assertThat(Declaration.canDeclare(black28, EnteringKingRule.CSA_RULE_27)).isTrue();
        assertThat(Declaration.canDeclare(black27, EnteringKingRule.CSA_RULE_27)).isFalse();
        assertThat(Declaration.canDeclare(black28, EnteringKingRule.CSA_RULE_24)).isFalse();
        assertThat(Declaration.canDeclare(black28, EnteringKingRule.NONE)).isFalse();
        assertThat(new ShogiGame().outcome(black28, 0)).isEqualTo(Outcome.WIN);
        // The same, mirrored, for White with 27 points.
        Position white27 = Position.fromSfen("K8/9/9/9/9/9/7ss/4kgggg/5bbrr w p 1");
        assertThat(Declaration.canDeclare(white27, EnteringKingRule.CSA_RULE_27)).isTrue();
        // Nine pieces in the camp are not enough, whatever the points.
        Position nine = Position.fromSfen("RRBB5/GGGGK4/S8/9/9/9/9/9/8k b S2P 1");
        assertThat(Declaration.canDeclare(nine, EnteringKingRule.CSA_RULE_27)).isFalse();
    }

    @Test
    void materialAndKeyStayEqualToARecomputationAlongAGame() {
        Position pos = Position.startPosition();
        MaterialCount textbook = MaterialCount.of(pos, MaterialCount.Scale.TEXTBOOK);
        MaterialCount apery = MaterialCount.of(pos, MaterialCount.Scale.APERY);
        String[] moves = "7g7f 3c3d 8h2b+ 3a2b B*4e 8b3b 4e3d 3b3d 9g9f B*5e 5i4h 5e3g+".split(" ");
        for (String m : moves) {
            int move = Moves.parseUsi(m);
            assertThat(pos.isLegal(move)).as(m).isTrue();
            pos.makeMove(move);
            assertThat(pos.key()).isEqualTo(pos.computeKey());
            assertThat(textbook.black()).isEqualTo(MaterialCount.count(pos, MaterialCount.Scale.TEXTBOOK));
            assertThat(apery.black()).isEqualTo(MaterialCount.count(pos, MaterialCount.Scale.APERY));
        }
        for (int i = moves.length - 1; i >= 0; i--) {
            pos.unmakeMove(Moves.parseUsi(moves[i]));
        }
        assertThat(pos.toSfen()).isEqualTo(Position.START_SFEN);
        assertThat(pos.key()).isEqualTo(Position.startPosition().key());
    }
}
