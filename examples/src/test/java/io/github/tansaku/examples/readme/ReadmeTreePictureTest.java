package io.github.tansaku.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.algo.AlphaBeta;
import io.github.tansaku.search.trace.TraceRecorder;
import io.github.tansaku.search.trace.TreeSvg;
import io.github.tansaku.search.trace.WrittenTree;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The README's picture of the article's alpha-beta tree is the one the project draws today, and
 * the README shows it: a change to the trace or the drawing that does not regenerate it fails here.
 */
class ReadmeTreePictureTest {

    @Test
    void theCommittedPictureIsTheProjectsDrawing() throws Exception {
        WrittenTree tree = WrittenTree.article();
        AlphaBeta<WrittenTree.Position, String> search = new AlphaBeta<>(tree, tree.evaluator());
        TraceRecorder recorder = TraceRecorder.of(tree, 100);
        search.setTracer(recorder);
        search.search(tree.newPosition(), tree.height());
        String drawn = TreeSvg.toSvg(recorder.lastRoot(), WrittenTree::scoreText);

        String committed = Files.readString(Path.of("../docs/alphabeta-article-tree.svg"), StandardCharsets.UTF_8);
        assertThat(committed).as("regenerate it with the command in the README").isEqualTo(drawn);
        assertThat(Files.readString(Path.of("../README.md"))).contains("(docs/alphabeta-article-tree.svg)",
                "cp /tmp/teach/article-alphabeta.svg docs/alphabeta-article-tree.svg");
    }
}
