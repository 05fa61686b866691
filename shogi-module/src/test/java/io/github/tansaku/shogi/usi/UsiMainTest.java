package io.github.tansaku.shogi.usi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class UsiMainTest {

    static List<String> run(String... commands) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new StringReader(String.join("\n", commands) + "\n"));
        new UsiMain(in, out).run();
        return Arrays.asList(bytes.toString(StandardCharsets.UTF_8).split("\n"));
    }

    @Test
    void handshake() {
        assertThat(run("usi", "isready", "quit"))
                .containsSubsequence("id name " + UsiMain.NAME, "usiok", "readyok");
    }

    @Test
    void perftDivideInTheStockfishFormat() {
        List<String> out = run("position startpos", "go perft 3");
        // Start position: 30 moves, 25470 nodes at depth 3 (spec section 4).
        assertThat(out.stream().filter(l -> l.matches("[1-9][a-i][1-9][a-i]\\+?: \\d+"))).hasSize(30);
        assertThat(out).contains("Nodes searched: 25470");
    }

    @Test
    void positionWithMovesAndDisplay() {
        List<String> out = run("position startpos moves 7g7f 3c3d 8h2b+", "d");
        assertThat(out).contains("Sfen: lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
    }

    @Test
    void badInputKeepsThePreviousPositionAndTheEngineServing() {
        List<String> out = run(
                "position startpos moves 7g7f",
                "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
                "position startpos moves 7g7f 7g7f",
                "position startpos moves 7g7x",
                "position",
                "frobnicate now",
                "go perft x",
                "d",
                "isready");
        assertThat(out.stream().filter(l -> l.startsWith("info string"))).hasSize(6);
        assertThat(out).anyMatch(l -> l.startsWith("info string bad sfen") && l.contains("got 8"));
        assertThat(out).anyMatch(l -> l.startsWith("info string illegal move 7g7f"));
        assertThat(out).contains("info string unknown command frobnicate now");
        assertThat(out).contains("Sfen: lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
        assertThat(out.get(out.size() - 1)).isEqualTo("readyok");
    }

    @Test
    void sfenWithHandsInAnyOrderAndMoves() {
        List<String> out = run(
                "position sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1 moves P*5e",
                "go perft 1", "d");
        assertThat(out).contains("Sfen: l6nl/5+P1gk/2np1S3/p1p4Pp/3Pp1Sp1/1PPb2P1P/P5GS1/R8/LN4bKL b RGgsn4p 2");
    }
}
