package io.github.tansaku.chess.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.FenException;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.notation.NotationException;
import io.github.tansaku.chess.notation.SanNotation;
import io.github.tansaku.chess.pgn.PgnException;
import io.github.tansaku.chess.pgn.PgnReader;
import io.github.tansaku.chess.testsupport.PerftSuite;
import io.github.tansaku.search.perft.Perft;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Seeded random mutations of FEN strings, SAN moves and PGN: parsing throws nothing but the
 * documented exceptions, and positions that parse are usable. (The protocol loop's fuzz test is
 * {@code UciProtocolFuzzTest}.)
 */
class FuzzTest {

    private static final String ALPHABET = "pnbrqkPNBRQK12345678/ -wbKQkqabcdefgh0x9e";

    private static String mutate(String text, SplittableRandom random) {
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = s.length() == 0 ? 0 : random.nextInt(s.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (random.nextInt(6)) {
                case 0 -> {
                    if (s.length() > 0) {
                        s.setCharAt(at, c);
                    }
                }
                case 1 -> s.insert(at, c);
                case 2 -> {
                    if (s.length() > 0) {
                        s.deleteCharAt(at);
                    }
                }
                case 3 -> s.setLength(at); // truncate
                case 4 -> {
                    int end = Math.min(s.length(), at + 1 + random.nextInt(8));
                    s.insert(at, s.substring(at, end)); // duplicate a piece
                }
                default -> {
                    if (s.length() > 0) {
                        s.setCharAt(at, (char) random.nextInt(0x3000)); // any character at all
                    }
                }
            }
        }
        return s.toString();
    }

    @Test
    void mutatedFensThrowOnlyFenExceptionAndParsedOnesWork() {
        List<PerftSuite.Entry> suite = PerftSuite.load();
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        Perft<Position, Move> perft = new Perft<>(new ChessGame());
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            int parsed = 0;
            for (int i = 0; i < 100_000; i++) {
                String fen = mutate(suite.get(random.nextInt(suite.size())).fen(), random);
                Position position;
                try {
                    position = Position.fromFen(fen);
                } catch (FenException expected) {
                    continue;
                }
                parsed++;
                // Whatever was accepted is a consistent position.
                assertThat(Position.fromFen(position.toFen()).toFen()).as(fen).isEqualTo(position.toFen());
                int n = MoveGenerator.generateLegal(position, moves, 0);
                assertThat(MoveGenerator.countLegal(position)).as(fen).isEqualTo(n);
                if (i % 32 == 0) {
                    perft.count(position, 2);
                }
            }
            assertThat(parsed).as("some mutations are still valid FEN").isPositive();
        });
    }

    @Test
    void mutatedSanAndPgnThrowOnlyTheirParseExceptions() {
        String pgn = "[Event \"x\"]\n[White \"a\"]\n\n1. e4 {c} e5 2. Nf3 (2. f4 exf4) Nc6 $1 3. Bb5 a6 4. O-O Nf6 1-0\n";
        String[] sans = {"e4", "Nf3", "O-O", "exd5", "e8=Q+", "Nbd7", "R1e2", "Qh4xe1#", "0-0-0", "exd6e.p."};
        Position start = Position.fromFen("r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/1PPBBPPP/R3K2R w KQkq - 0 1");
        SplittableRandom random = new SplittableRandom(17);
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (int i = 0; i < 10_000; i++) {
                try {
                    SanNotation.parse(start, mutate(sans[random.nextInt(sans.length)], random));
                } catch (NotationException expected) {
                    // the documented failure
                }
                try {
                    PgnReader.readAll(mutate(pgn, random));
                } catch (PgnException expected) {
                    // the documented failure
                }
            }
        });
    }
}
