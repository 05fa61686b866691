package io.github.tansaku.search.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kit is main code of this module, so that it is published as its own jar with sources and
 * Javadoc, and nowhere else: not among search-core's tests, whose test-jar carries only the test
 * games.
 */
class KitArtifactTest {

    @Test
    void theKitIsOnTheClassPathOnceAsMainCode() throws Exception {
        List<URL> copies = Collections.list(getClass().getClassLoader()
                .getResources("io/github/tansaku/search/conformance/GameConformanceKit.class"));
        assertThat(copies).as("copies of the kit on the test class path").hasSize(1);
        assertThat(copies.get(0).toString()).as("where the kit comes from").doesNotContain("test-classes")
                .doesNotContain("-tests.jar").containsPattern("search-core-conformance[^/]*/(target/classes/|.*\\.jar!)");
    }
}
